import { messages, type Currency } from '@lodestar/contracts';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-store';
import { useCloseModal } from '@/lib/modal-store';
import { useCurrencies, useFunds } from '@/lib/wallet-queries';
import { useAddCurrency } from '../api';
import { currencyLabel, groupByCurrencyType } from '@/lib/currency-format';
import { CurrencyIcon } from '@/components/currency-icon';
import './wallet.css';

/** Modal kind 'currency': opens a wallet in a currency the player does not hold yet. */
export default function CurrencyModal() {
  const closeModal = useCloseModal();
  const currencies = useCurrencies();
  const funds = useFunds();
  const addCurrency = useAddCurrency();

  const held = new Set(funds.data?.funds.map((fund) => fund.currency));
  const available = (currencies.data ?? []).filter((currency) => !held.has(currency.code));
  const groups = groupByCurrencyType(available, (currency) => currency.type);

  const add = (currency: Currency) =>
    addCurrency.mutate(currency.code, {
      onSuccess: () => {
        showToast(`${currencyLabel(currency)} wallet added`, 'success');
        closeModal();
      },
      onError: () => showToast(messages.money.addCurrencyFailed, 'error'),
    });

  return (
    <Modal title="Add currency" description="Open a wallet in another currency. Your balances stay separate." onClose={closeModal}>
      {currencies.isPending || funds.isPending ? (
        <div className="modal__loading">
          <Spinner label="Loading currencies" />
        </div>
      ) : groups.length === 0 ? (
        <p className="currency-picker__empty">You already hold a wallet in every currency we offer.</p>
      ) : (
        <div className="currency-picker">
          {groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h3 className="currency-picker__group-title">{group.label}</h3>
              <ul className="currency-picker__list">
                {group.items.map((currency) => (
                  <li key={currency.code}>
                    <button
                      type="button"
                      className="currency-picker__option"
                      disabled={addCurrency.isPending}
                      aria-busy={(addCurrency.isPending && addCurrency.variables === currency.code) || undefined}
                      onClick={() => add(currency)}
                    >
                      <CurrencyIcon currency={currency} size={32} />
                      <span className="currency-picker__names">
                        <span className="currency-picker__code">{currencyLabel(currency)}</span>
                        <span className="currency-picker__name">{currency.name}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
