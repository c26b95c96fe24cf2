import { Link } from 'react-router';
import { promotionMessages, type EligiblePromotion } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { offerHeadline } from '@/lib/promotion-text';

const ordinals = ['1st', '2nd', '3rd', '4th', '5th'];

/** '8000.00' → '8,000.00'. */
const groupThousands = (amount: string) => {
  const [whole = '', fraction] = amount.split('.');
  return [whole.replace(/\B(?=(\d{3})+$)/g, ','), fraction].filter((part) => part !== undefined).join('.');
};

/** When an offer applies, in the player's words. */
function offerCondition(offer: EligiblePromotion): string {
  if (offer.kind === 'no-deposit') return offer.couponCode ? `Registered with the code ${offer.couponCode}` : 'No deposit needed';
  const deposit = offer.depositNumber ? `your ${ordinals[offer.depositNumber - 1] ?? `${offer.depositNumber}th`} deposit` : 'your next deposit';
  const minimum = offer.minDepositEur && Number(offer.minDepositEur) > 0 ? ` of ${offer.minDepositEur} EUR or more` : '';
  const code = offer.couponCode ? `Code ${offer.couponCode} · o` : 'O';
  return `${code}n ${deposit}${minimum}`;
}

interface EligibleOfferCardProps {
  offer: EligiblePromotion;
  onChoose: (accepted: boolean) => void;
  /** The choice being sent for this offer. */
  choosing: boolean;
  onDeposit: () => void;
}

/** An offer the player may take: what it gives, when it applies, its terms, and take it or leave it. */
export function EligibleOfferCard({ offer, onChoose, choosing, onDeposit }: EligibleOfferCardProps) {
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className={`promo-card promo-card--offer${offer.accepted ? '' : ' promo-card--declined'}`} aria-labelledby={titleId}>
      <header className="promo-card__header">
        <h3 id={titleId} className="promo-card__title">
          {offer.name}
        </h3>
        <span className={`promo-card__status promo-card__status--${offer.accepted ? 'offer' : 'declined'}`}>
          {offer.accepted ? 'Offered' : 'Declined'}
        </span>
      </header>
      <p className="promo-card__headline">{offerHeadline(offer)}</p>
      <p className="promo-card__muted">
        {offerCondition(offer)} · up to {groupThousands(offer.maxBonusEur)} EUR bonus · {offer.wageringMultiplier}× wagering in {offer.validDays} days
        {offer.freeSpinGame && offer.freeSpins > 0 && <> · spins on {offer.freeSpinGame.name}</>}
      </p>
      {offer.afterWelcomeBonus && (
        <p className="promo-card__note">
          {offer.kind === 'no-deposit' ? promotionMessages.claimBeforeWelcome : promotionMessages.registrationCodeKept(offer.name, offer.kind)}
        </p>
      )}
      <details className="promo-card__terms">
        <summary>Terms of this offer</summary>
        <p>{offer.terms}</p>
        <Link to="/terms#bonus-terms">All bonus terms</Link>
      </details>
      <div className="promo-card__actions">
        {/* A no-deposit offer still listed was held back while another promotion ran: accepting it grants it. */}
        {offer.accepted && offer.kind === 'deposit' && <Button onClick={onDeposit}>Deposit</Button>}
        {(!offer.accepted || offer.kind === 'no-deposit') && (
          <Button loading={choosing} onClick={() => onChoose(true)} aria-describedby={titleId}>
            {offer.kind === 'no-deposit' ? 'Claim now' : 'Accept'}
          </Button>
        )}
        {offer.accepted && (
          <Button variant="secondary" loading={choosing} onClick={() => onChoose(false)} aria-describedby={titleId}>
            Decline
          </Button>
        )}
      </div>
    </article>
  );
}
