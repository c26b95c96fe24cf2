import { Link } from 'react-router';
import { PROMOTION_TERMS, formatMinorUnits, messages, promotionMessages, type Currency, type EligiblePromotion } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { offerHeadline } from '@/lib/promotion-text';
import type { PromotionLine } from '../deposit-promotion';

function GiftIcon({ bright }: { bright: boolean }) {
  return (
    <svg className="deposit-promo__icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="6" y="16" width="28" height="18" rx="3" fill={bright ? '#f5b942' : '#2a3360'} />
      <rect x="4" y="11" width="32" height="7" rx="2.5" fill={bright ? '#ffdd8a' : '#3a4478'} />
      <path d="M20 11v23" stroke={bright ? '#1d1303' : '#9aa2cf'} strokeWidth="3" />
      <path
        d="M20 11c-3-6-10-6-9-1.5 1 3.5 9 1.5 9 1.5zM20 11c3-6 10-6 9-1.5-1 3.5-9 1.5-9 1.5z"
        fill="none"
        stroke={bright ? '#ffdd8a' : '#9aa2cf'}
        strokeWidth="2"
      />
    </svg>
  );
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Whose offer it is: a coupon's, or the tier of this deposit number (the headline says what it gives). */
function offerLabel(offer: EligiblePromotion): string {
  if (offer.couponCode) return `Bonus code ${offer.couponCode}`;
  const ordinal = offer.depositNumber === null ? undefined : ordinals[offer.depositNumber - 1];
  return ordinal ? `Your ${ordinal} deposit bonus` : offer.name;
}

interface DepositPromotionNoticeProps {
  line: PromotionLine;
  currency: Pick<Currency, 'subunits_to_unit' | 'displayCode'>;
  onDecline: () => void;
  declining: boolean;
  /** Closes the modal before /terms opens behind it. */
  onOpenTerms: () => void;
}

/** The promotion line of the deposit modal (SPEC.md §5), with a way to decline the offer. */
export function DepositPromotionNotice({ line, currency, onDecline, declining, onOpenTerms }: DepositPromotionNoticeProps) {
  const money = (minor: bigint) => `${formatMinorUnits(minor, currency.subunits_to_unit)} ${currency.displayCode}`;
  switch (line.kind) {
    case 'none':
      return null;
    case 'below-minimum':
      return (
        <p className="deposit-promo deposit-promo--below" role="status">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M10 5.5v5.5M10 13.8v.7" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
          </svg>
          {messages.money.belowMinimumDeposit(line.minimumEur)}
        </p>
      );
    case 'promotion-active':
      return (
        <div className="deposit-promo" role="status">
          <GiftIcon bright={false} />
          <div className="deposit-promo__text">
            <span className="deposit-promo__label">Promotion</span>
            <span className="deposit-promo__hint">{promotionMessages.alreadyActive} This deposit gets no new bonus.</span>
          </div>
        </div>
      );
    case 'no-promotion':
      return (
        <div className="deposit-promo" role="status">
          <GiftIcon bright={false} />
          <div className="deposit-promo__text">
            <span className="deposit-promo__label">Promotion</span>
            <strong className="deposit-promo__value">{messages.money.noPromotion}</strong>
            <span className="deposit-promo__hint">Deposit {money(line.qualifyingAmount)} or more to get a bonus.</span>
          </div>
        </div>
      );
    case 'bonus': {
      const { offer, bonusAmount } = line;
      return (
        <div className="deposit-promo deposit-promo--bonus">
          <GiftIcon bright />
          <div className="deposit-promo__text" role="status">
            <span className="deposit-promo__label">{offerLabel(offer)}</span>
            <strong className="deposit-promo__value">{offerHeadline(offer)}</strong>
            <span className="deposit-promo__hint">
              {offer.bonusPercent > 0 && <>Bonus {money(bonusAmount)} · </>}
              {offer.wageringMultiplier}× wagering in {offer.validDays} days
              {offer.freeSpins > 0 && <> · spins valid {PROMOTION_TERMS.freeSpinValidDays} days</>}
              {' · '}
              <Link to="/terms#bonus-terms" onClick={onOpenTerms}>
                Bonus terms
              </Link>
            </span>
          </div>
          <Button variant="ghost" size="sm" className="deposit-promo__decline" loading={declining} onClick={onDecline}>
            {messages.money.noPromotion}
          </Button>
        </div>
      );
    }
  }
}
