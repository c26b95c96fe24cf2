import { useQuery } from '@tanstack/react-query';
import { BONUS_MAX_EUR, PROMOTION_TERMS, type DepositBonusTier } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { depositBonusTiersQueryOptions } from '../api';

const ordinals = ['1st', '2nd', '3rd', '4th', '5th'];
const eur = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;
const wholeEur = (amount: number) => `${amount.toLocaleString('en-GB', { maximumFractionDigits: 2 })} EUR`;

/**
 * The terms page's "Bonus terms": generated from the tiers running now (staff may change SPEC.md §9's) and the
 * PROMOTION_TERMS that the server applies, so the words the player agrees to and the rules that run cannot drift apart.
 */
export function BonusTerms({ headingId }: { headingId: string }) {
  const terms = PROMOTION_TERMS;
  return (
    <>
      <h2 id={headingId}>5. Bonus terms</h2>
      <p>
        Deposit bonuses apply to your first {terms.maxDeposits} deposits only. The bonus of a deposit depends on which deposit it is and on its
        amount, compared in euros at the rate of the day of the deposit:
      </p>
      <DepositTierTable />
      <ul>
        <li>
          One bonus per deposit, at most {wholeEur(BONUS_MAX_EUR)} (or its value in the deposit&rsquo;s currency). You can hold one active promotion
          at a time: a deposit made while one is active gets no new bonus.
        </li>
        <li>
          A bonus code entered when you register never takes away the welcome bonus of your first deposit: that deposit gets its bonus from the table
          above, and the code&rsquo;s offer waits in Available promotions, for a later deposit (a deposit code) or to claim when you like (a
          no-deposit code). Claimed before your first deposit, a no-deposit offer runs first and that deposit gets no welcome bonus. A code entered
          for a deposit, or redeemed in your account, applies to the next deposit it qualifies for.
        </li>
        <li>
          Bonus money must be wagered {terms.wageringMultiplier} times (its amount × {terms.wageringMultiplier}) within {terms.bonusValidDays} days of
          the grant. Slots count {terms.contributionPercent.slots}% of each stake, table games {terms.contributionPercent.table}% and instant games{' '}
          {terms.contributionPercent.instant}%.
        </li>
        <li>
          Stakes are paid from your cash first, then from your bonus; winnings return to each in the same proportion. Once the wagering is met, the
          remaining bonus becomes cash.
        </li>
        <li>
          While a bonus is being wagered the largest stake is {eur(terms.maxStakeEurCents)}. A larger stake is refused when you place it; it is never
          accepted and its winnings taken later.
        </li>
        <li>
          Free spins are played on the designated slot at {eur(terms.freeSpinStakeEurCents)} a spin within {terms.freeSpinValidDays} days of the
          grant. Their winnings are held as free-spin winnings and become bonus money, with the same {terms.wageringMultiplier}× wagering, after the
          last spin.
        </li>
        <li>
          Only cash can be withdrawn. Cashing out while a bonus is active, cancelling a promotion, or letting it expire forfeits the remaining bonus
          and its free-spin winnings; you are always asked to confirm first.
        </li>
        <li>A bonus may be removed, with any winnings made from it, if it is obtained through several accounts or in any other abusive way.</li>
      </ul>
    </>
  );
}

function DepositTierTable() {
  const tiers = useQuery(depositBonusTiersQueryOptions);
  if (tiers.isPending) return <Spinner label="Loading the bonus tiers" />;
  if (tiers.error) return <LoadError what="The bonus tiers" onRetry={() => void tiers.refetch()} />;
  if (tiers.data.tiers.length === 0) return <p>No deposit bonus is offered at the moment.</p>;
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div className="legal__table-wrap" tabIndex={0} role="region" aria-label="Deposit bonus tiers">
      <table className="legal__table">
        <caption className="visually-hidden">Deposit bonus tiers</caption>
        <thead>
          <tr>
            <th scope="col">Deposit</th>
            <th scope="col">From</th>
            <th scope="col">Bonus</th>
            <th scope="col">Free spins</th>
          </tr>
        </thead>
        <tbody>
          {tiers.data.tiers.map((tier) => (
            <tr key={`${tier.depositNumber}-${tier.fromEur}`}>
              <th scope="row">{ordinals[tier.depositNumber - 1]}</th>
              <td>{Number(tier.fromEur) > 0 ? wholeEur(Number(tier.fromEur)) : 'any qualifying deposit'}</td>
              <td>{bonusOf(tier)}</td>
              <td>{tier.freeSpins}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "50% of the deposit", with the tier's own cap when it is below the largest bonus of all. */
function bonusOf(tier: DepositBonusTier): string {
  const cap = Number(tier.maxBonusEur);
  return `${tier.percent}% of the deposit${cap < BONUS_MAX_EUR ? `, up to ${wholeEur(cap)}` : ''}`;
}
