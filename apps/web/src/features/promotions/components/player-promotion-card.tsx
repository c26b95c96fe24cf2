import { Link } from 'react-router';
import { PROMOTION_TERMS, type Currency, type PlayerPromotion, type PlayerPromotionStatus } from '@lodestar/contracts';
import { Button, buttonClassName } from '@/components/button';
import { formatMoney } from '@/lib/currency-format';
import { formatDateTime } from '@/lib/format';
import { daysLeft, progressPercent } from '../promotion-progress';
import { ProgressMeter } from './progress-meter';

const statusLabels: Record<PlayerPromotionStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  forfeited: 'Forfeited',
  expired: 'Expired',
};

interface PlayerPromotionCardProps {
  promotion: PlayerPromotion;
  currency: Currency | undefined;
  /** The page of the free spins' slot, once the catalogue knows it. */
  freeSpinGameHref: string | undefined;
  onCancel: () => void;
}

/** A promotion the player has: its money, its progress, its terms, and what can be done with it. */
export function PlayerPromotionCard({ promotion, currency, freeSpinGameHref, onCancel }: PlayerPromotionCardProps) {
  const money = (amount: string) => formatMoney(amount, currency, promotion.currency);
  const subunits = currency?.subunits_to_unit ?? 100;
  const active = promotion.status === 'active';
  const { freeSpins } = promotion;
  const spinsUsed = freeSpins.total - freeSpins.left;
  const spinsExpireAt = new Date(new Date(promotion.createdAt).getTime() + PROMOTION_TERMS.freeSpinValidDays * 86_400_000).toISOString();
  const titleId = `promotion-${promotion.id}-title`;
  const canPlaySpins = active && freeSpins.left > 0 && freeSpinGameHref !== undefined && daysLeft(spinsExpireAt, new Date()) > 0;

  return (
    <article className={`promo-card${active ? ' promo-card--active' : ''}`} aria-labelledby={titleId}>
      <header className="promo-card__header">
        <h3 id={titleId} className="promo-card__title">
          {promotion.name}
        </h3>
        <span className={`promo-card__status promo-card__status--${promotion.status}`}>{statusLabels[promotion.status]}</span>
      </header>

      <dl className="promo-card__facts">
        <div>
          <dt>Bonus balance</dt>
          <dd className="promo-card__big">{money(promotion.bonusBalance)}</dd>
        </div>
        <div>
          <dt>Bonus granted</dt>
          <dd>{money(promotion.bonusAmount)}</dd>
        </div>
        <div>
          <dt>{active ? 'Expires' : 'Was valid until'}</dt>
          <dd>
            <time dateTime={promotion.expiresAt}>{formatDateTime(promotion.expiresAt)}</time>
            {active && <span className="promo-card__muted"> · {daysLeft(promotion.expiresAt, new Date())} days left</span>}
          </dd>
        </div>
        {active && (
          <div>
            <dt>Largest stake</dt>
            <dd>{money(promotion.maxStake)}</dd>
          </div>
        )}
      </dl>

      {active && (
        <ProgressMeter
          label="Wagering"
          percent={progressPercent(promotion.wagered, promotion.wageringRequired, subunits)}
          valueText={`${money(promotion.wagered)} of ${money(promotion.wageringRequired)} wagered`}
        />
      )}
      {freeSpins.total > 0 && (
        <div className="promo-card__spins">
          <ProgressMeter
            label={freeSpins.game ? `Free spins on ${freeSpins.game.name}` : 'Free spins'}
            percent={Math.floor((spinsUsed * 100) / freeSpins.total)}
            valueText={`${freeSpins.left} of ${freeSpins.total} left`}
          />
          <p className="promo-card__muted">
            Free-spin winnings: <strong>{money(freeSpins.winnings)}</strong> · {money(freeSpins.stake)} a spin
            {active && freeSpins.left > 0 && (
              <>
                {' '}
                · play them by <time dateTime={spinsExpireAt}>{formatDateTime(spinsExpireAt)}</time>
              </>
            )}
          </p>
        </div>
      )}

      <details className="promo-card__terms">
        <summary>Terms of this promotion</summary>
        <p>{promotion.terms}</p>
        <Link to="/terms#bonus-terms">All bonus terms</Link>
      </details>

      {active && (
        <div className="promo-card__actions">
          {canPlaySpins && (
            <Link to={freeSpinGameHref} className={buttonClassName()}>
              Play free spins
            </Link>
          )}
          <Button variant="danger" onClick={onCancel} aria-describedby={titleId}>
            Cancel promotion
          </Button>
        </div>
      )}
    </article>
  );
}
