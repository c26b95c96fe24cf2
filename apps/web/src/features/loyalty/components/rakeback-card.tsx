import type { CurrencyCode } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { showToast } from '@/components/toast/toast-store';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { serverErrorMessage } from '@/lib/form-errors';
import { useCurrencies } from '@/lib/wallet-queries';
import { useClaimRakeback, useLoyaltyLevel } from '../api';
import { rakebackPercentOf } from '../loyalty-progress';
import './loyalty.css';

/**
 * The rakeback waiting to be claimed, a Claim button per currency. Without a loyalty programme it shows only while
 * rakeback earned before is still there to claim.
 */
export function RakebackCard({ programme }: { programme: boolean }) {
  const loyalty = useLoyaltyLevel();
  const currencies = useCurrencies();
  const claim = useClaimRakeback();
  if (!loyalty.data) return null;
  const { rakeback } = loyalty.data;
  if (!programme && rakeback.length === 0) return null;

  const claimCurrency = (currency: CurrencyCode) =>
    claim.mutate(currency, {
      onSuccess: (answer) => showToast(answer.message, 'success'),
      onError: (error) => showToast(serverErrorMessage(error), 'error'),
    });

  return (
    <section className="profile-card rakeback-card" aria-labelledby="rakeback-card-title" data-testid="rakeback-card">
      <h2 id="rakeback-card-title" className="profile-card__title">
        Rakeback
      </h2>
      <p className="profile-card__text">
        {programme
          ? `${loyalty.data.currentLevel.name} pays back ${rakebackPercentOf(loyalty.data.currentLevel.level)} of the house edge on your real-money stakes. Claim it into your balance at any time.`
          : 'Rakeback you earned on your real-money stakes. Claim it into your balance at any time.'}
      </p>
      {rakeback.length === 0 ? (
        <p className="rakeback-card__empty">Nothing to claim yet: rakeback builds up as you play.</p>
      ) : (
        <ul className="rakeback-card__list">
          {rakeback.map(({ currency, amount }) => {
            const shown = formatMoney(amount, findCurrency(currencies.data, currency), currency);
            const claiming = claim.isPending && claim.variables === currency;
            return (
              <li key={currency} className="rakeback-card__row">
                <span className="rakeback-card__amount">{shown}</span>
                <Button size="sm" loading={claiming} disabled={claim.isPending} aria-label={`Claim ${shown}`} onClick={() => claimCurrency(currency)}>
                  Claim
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
