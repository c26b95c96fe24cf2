import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  PROMO_COUPON_MAX_LENGTH,
  QUICK_DEPOSIT_AMOUNTS_EUR,
  AMOUNT_MAX_LENGTH,
  amountField,
  formatMinorUnits,
  messages,
  type Currency,
  type CurrencyCode,
} from '@lodestar/contracts';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useCurrencies, useFunds } from '@/lib/wallet-queries';
import { minimumsQueryOptions, totalDepositsQueryOptions } from '../api';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { CurrencyOptions } from '@/components/currency-options';
import { useOpenModal } from '@/lib/modal-store';
import {
  bonusTierText,
  decimalsFor,
  eurCentsOf,
  minimumsInMinorUnits,
  parseAmount,
  promotionLine,
  quickAmount,
  type PromotionLine,
} from '../deposit-amounts';
import { useDepositDraft } from '../deposit-draft';

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Why the typed amount is not an amount, once the player has left the field or pressed Play. */
function amountProblem(text: string, currency: Currency | undefined): string | undefined {
  if (!text.trim()) return messages.money.amountRequired;
  const parsed = amountField.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  if (currency && parseAmount(text, currency) === undefined) return messages.money.amountTooPrecise(decimalsFor(currency));
  return undefined;
}

function PromotionNotice({
  line,
  depositCount,
  minPromotion,
}: {
  line: PromotionLine;
  depositCount: number | undefined;
  minPromotion: string | undefined;
}) {
  if (line.kind === 'none') return null;
  if (line.kind === 'below-minimum') {
    return (
      <p className="deposit-promo deposit-promo--below" role="status">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 5.5v5.5M10 13.8v.7" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
        </svg>
        {messages.money.belowMinimumDeposit(line.minimumEur)}
      </p>
    );
  }
  const bonus = line.kind === 'bonus';
  return (
    <div className={`deposit-promo${bonus ? ' deposit-promo--bonus' : ''}`} role="status">
      <svg className="deposit-promo__icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="6" y="16" width="28" height="18" rx="3" fill={bonus ? '#f5b942' : '#2a3360'} />
        <rect x="4" y="11" width="32" height="7" rx="2.5" fill={bonus ? '#ffdd8a' : '#3a4478'} />
        <path d="M20 11v23" stroke={bonus ? '#1d1303' : '#9aa2cf'} strokeWidth="3" />
        <path
          d="M20 11c-3-6-10-6-9-1.5 1 3.5 9 1.5 9 1.5zM20 11c3-6 10-6 9-1.5-1 3.5-9 1.5-9 1.5z"
          fill="none"
          stroke={bonus ? '#ffdd8a' : '#9aa2cf'}
          strokeWidth="2"
        />
      </svg>
      <div className="deposit-promo__text">
        <span className="deposit-promo__label">
          {bonus && depositCount !== undefined ? `Your ${ordinals[depositCount] ?? 'next'} deposit bonus` : 'Promotion'}
        </span>
        <strong className="deposit-promo__value">{bonus ? bonusTierText(line.tier) : messages.money.noPromotion}</strong>
        {!bonus && minPromotion && <span className="deposit-promo__hint">Deposit {minPromotion} or more to get a bonus.</span>}
      </div>
    </div>
  );
}

/** Step 1: how much, in which wallet, with which bonus code. */
export function DepositAmountStep({ currency: currencyCode }: { currency: CurrencyCode | undefined }) {
  const draft = useDepositDraft((state) => state.draft);
  const update = useDepositDraft((state) => state.update);
  const openModal = useOpenModal();
  const funds = useFunds();
  const currencies = useCurrencies();
  const [amountChecked, setAmountChecked] = useState(false);
  const minimums = useQuery({ ...minimumsQueryOptions(currencyCode ?? 'EUR'), enabled: currencyCode !== undefined });
  const depositCount = useQuery(totalDepositsQueryOptions).data;

  const wallets = funds.data?.funds ?? [];
  const walletExists = wallets.some((fund) => fund.currency === currencyCode);
  const catalogueEntry = findCurrency(currencies.data, currencyCode);
  // The minimums call carries the rate the server uses for this currency's minimums: convert with that one.
  const currency = catalogueEntry && minimums.data ? { ...catalogueEntry, eurRate: minimums.data.eurRate } : catalogueEntry;
  const limits = currency && minimums.data ? minimumsInMinorUnits(minimums.data, currency) : undefined;
  const amount = currency ? parseAmount(draft.amount, currency) : undefined;
  const line: PromotionLine = currency && limits ? promotionLine({ amount, ...limits, unit: currency, depositCount }) : { kind: 'none' };
  const canPlay = Boolean(walletExists && limits && amount !== undefined && amount >= limits.minDeposit && line.kind !== 'below-minimum');
  const amountError = amountChecked ? amountProblem(draft.amount, currency) : undefined;
  const eurHint =
    currency && currency.code !== 'EUR' && amount !== undefined ? `≈ ${formatMinorUnits(eurCentsOf(amount, currency), 100)} EUR` : undefined;

  const play = () => {
    setAmountChecked(true);
    if (!canPlay || !currency) return;
    update({ step: currency.type === 'CRYPTO' ? 'crypto' : 'methods', amount: draft.amount.trim(), error: undefined });
  };

  return (
    <form
      className="deposit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        play();
      }}
    >
      <div className="deposit-form__amount-row">
        <TextField
          label="Amount"
          className="deposit-form__amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          placeholder="0.00"
          value={draft.amount}
          onChange={(event) => update({ amount: event.target.value })}
          onBlur={() => setAmountChecked(draft.amount.trim() !== '')}
          hint={eurHint}
          error={amountError}
        />
        <SelectField
          label="Currency"
          className="deposit-form__currency"
          value={currencyCode ?? ''}
          onChange={(event) => update({ currency: event.target.value as CurrencyCode })}
          error={funds.isSuccess && !walletExists ? messages.money.currencyRequired : undefined}
        >
          {!walletExists && <option value="">Choose</option>}
          <CurrencyOptions codes={wallets.map((fund) => fund.currency)} currencies={currencies.data} />
        </SelectField>
      </div>
      {funds.isSuccess && wallets.length === 0 && (
        <Button variant="secondary" size="sm" onClick={() => openModal({ kind: 'currency' })}>
          Add currency
        </Button>
      )}
      <div className="deposit-form__quick" role="group" aria-label="Quick picks">
        {QUICK_DEPOSIT_AMOUNTS_EUR.map((eur) => {
          const value = currency ? quickAmount(eur, currency) : undefined;
          return (
            <button
              key={eur}
              type="button"
              className="deposit-form__quick-button"
              disabled={!value}
              aria-pressed={value !== undefined && draft.amount.trim() === value}
              onClick={() => {
                if (!value) return;
                update({ amount: value });
                setAmountChecked(true);
              }}
            >
              {eur} EUR
            </button>
          );
        })}
      </div>
      <TextField
        label="Bonus code"
        autoComplete="off"
        maxLength={PROMO_COUPON_MAX_LENGTH}
        placeholder="Optional"
        value={draft.coupon}
        onChange={(event) => update({ coupon: event.target.value })}
      />
      <PromotionNotice
        line={line}
        depositCount={depositCount}
        minPromotion={minimums.data?.minPromotion && currency ? formatMoney(minimums.data.minPromotion, currency) : undefined}
      />
      <Button type="submit" size="lg" block disabled={!canPlay}>
        Play
      </Button>
      <p className="deposit-form__secure">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path d="M5.5 7V5a2.5 2.5 0 015 0v2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
        Secure, encrypted payments
      </p>
    </form>
  );
}
