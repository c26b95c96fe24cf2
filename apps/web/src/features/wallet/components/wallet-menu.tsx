import { useId } from 'react';
import type { CurrencyCode } from '@lodestar/contracts';
import { messages } from '@lodestar/contracts/schema-free';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { useOpenModal } from '@/lib/modal-store';
import { useMenuButton } from '@/lib/use-menu-button';
import { defaultFundOf, useCurrencies, useFunds } from '@/lib/wallet-queries';
import { useSetDefaultCurrency } from '../api';
import { findCurrency, formatAmount, formatMoney, groupByCurrencyType } from '@/lib/currency-format';
import { CurrencyIcon } from '@/components/currency-icon';
import './wallet.css';

/**
 * The header's balance: the default wallet, and a menu of every wallet (grouped Cryptocurrency / Fiat) where
 * choosing one makes it the default, plus the way to open a wallet in another currency.
 */
export function WalletMenu() {
  const funds = useFunds();
  const currencies = useCurrencies();
  const setDefault = useSetDefaultCurrency();
  const openModal = useOpenModal();
  const { open, closeAndRefocus, containerRef, buttonProps, menuProps } = useMenuButton();
  const balanceId = useId();
  const bonusId = useId();
  const baseId = useId();

  const wallets = funds.data?.funds ?? [];
  const defaultFund = defaultFundOf(wallets);
  const defaultCurrency = findCurrency(currencies.data, defaultFund?.currency);
  // While a promotion runs its bonus money shows beside the cash: stakes draw on both, and only the cash can be cashed out.
  const bonus = defaultFund && Number(defaultFund.bonusBalance) > 0 ? defaultFund.bonusBalance : undefined;

  if (funds.isPending) return <span className="wallet-menu__placeholder" aria-hidden="true" />;

  const groups = groupByCurrencyType(wallets, (fund) => findCurrency(currencies.data, fund.currency)?.type);

  const choose = (code: CurrencyCode) => {
    closeAndRefocus();
    if (code === defaultFund?.currency) return;
    setDefault.mutate(code, {
      onError: (error) => showToast(isApiError(error) ? error.body.message : messages.http.internal, 'error'),
    });
  };

  return (
    <div className="wallet-menu" ref={containerRef}>
      <button
        {...buttonProps}
        className="wallet-menu__button"
        aria-label="Choose currency"
        aria-describedby={bonus ? `${balanceId} ${bonusId}` : balanceId}
      >
        {defaultCurrency && <CurrencyIcon currency={defaultCurrency} size={22} />}
        <span className="wallet-menu__amounts">
          <span id={balanceId} key={defaultFund ? `${defaultFund.currency}:${defaultFund.balance}` : 'none'} className="wallet-menu__balance">
            {defaultFund ? formatMoney(defaultFund.balance, defaultCurrency, defaultFund.currency) : 'No wallet'}
          </span>
          {bonus && (
            <span id={bonusId} className="wallet-menu__bonus">
              + {formatAmount(bonus, defaultCurrency)} bonus
            </span>
          )}
        </span>
        <svg className="wallet-menu__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul {...menuProps} aria-label="Wallets" className="wallet-menu__list">
          {groups.map((group) => (
            <li key={group.label} role="none" className="wallet-menu__group">
              <span id={`${baseId}-${group.label}`} className="wallet-menu__group-label" aria-hidden="true">
                {group.label}
              </span>
              <ul role="group" aria-labelledby={`${baseId}-${group.label}`} className="wallet-menu__group-items">
                {group.items.map((fund) => {
                  const currency = findCurrency(currencies.data, fund.currency);
                  const detailsId = `${baseId}-${fund.currency}`;
                  const code = currency?.displayCode ?? fund.currency;
                  return (
                    <li key={fund.currency} role="none">
                      <button
                        type="button"
                        role="menuitemradio"
                        aria-checked={fund.default}
                        aria-label={code}
                        aria-describedby={detailsId}
                        tabIndex={-1}
                        className="wallet-menu__item"
                        onClick={() => choose(fund.currency)}
                      >
                        {currency && <CurrencyIcon currency={currency} size={28} />}
                        <span className="wallet-menu__code">
                          {code}
                          {currency?.tag && <span className="wallet-menu__tag"> {currency.tag}</span>}
                        </span>
                        <span id={detailsId} className="wallet-menu__amount">
                          {formatAmount(fund.balance, currency)}
                        </span>
                        <svg className="wallet-menu__check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                          <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
          <li role="none" className="wallet-menu__footer">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="wallet-menu__item wallet-menu__add"
              onClick={() => {
                closeAndRefocus();
                openModal({ kind: 'currency' });
              }}
            >
              <span className="wallet-menu__add-icon" aria-hidden="true">
                <svg viewBox="0 0 16 16" focusable="false">
                  <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </span>
              Add currency
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
