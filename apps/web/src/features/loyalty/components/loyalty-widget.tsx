import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useLoyaltyLevel } from '../api';
import { loyaltyProgressPercent, rakebackPercentOf } from '../loyalty-progress';
import { LoyaltyRing } from './loyalty-ring';
import './loyalty.css';

const pointsText = (points: number) => `${points.toLocaleString('en-GB')} ${points === 1 ? 'point' : 'points'}`;

/** SPEC.md §2 "loyalty widget": the player's level, points and progress to the next level. */
export function LoyaltyWidget() {
  const loyalty = useLoyaltyLevel();
  if (loyalty.isPending) return <Spinner label="Loading your loyalty level" />;
  if (loyalty.isError) return <LoadError what="Your loyalty level" onRetry={() => void loyalty.refetch()} />;
  const { currentLevel, nextLevel } = loyalty.data;
  const percent = loyaltyProgressPercent(loyalty.data);
  const toNext = nextLevel ? `${pointsText(nextLevel.points - currentLevel.points)} to ${nextLevel.name}` : 'You have reached the highest level';

  return (
    <section className="profile-card loyalty-card" aria-labelledby="loyalty-card-title" data-testid="loyalty-widget">
      <LoyaltyRing percent={percent} valueText={nextLevel ? `${percent}% of the way to ${nextLevel.name}` : 'Highest level reached'} />
      <div className="loyalty-card__details">
        <h2 id="loyalty-card-title" className="loyalty-card__eyebrow">
          Loyalty level {currentLevel.level}
        </h2>
        <p className="loyalty-card__level" data-testid="loyalty-level-name">
          {currentLevel.name}
        </p>
        <p className="loyalty-card__points" data-testid="loyalty-points">
          {pointsText(currentLevel.points)}
        </p>
        <p className="profile-card__text">{toNext}</p>
        <p className="loyalty-card__perk">{rakebackPercentOf(currentLevel.level)} rakeback</p>
      </div>
    </section>
  );
}
