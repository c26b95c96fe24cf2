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
import { showToast } from '@/components/toast/toast-store';
import { useCurrencies, useFunds } from '@/lib/wallet-queries';
import { eligiblePromotionsQueryOptions, playerPromotionsQueryOptions } from '@/lib/promotion-queries';
import { minimumsQueryOptions, totalDepositsQueryOptions, useDeclinePromotions } from '../api';
import { findCurrency } from '@/lib/currency-format';
import { CurrencyOptions } from '@/components/currency-options';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { decimalsFor, eurCentsOf, minimumsInMinorUnits, parseAmount, quickAmount } from '../deposit-amounts';
import { promotionLine, type PromotionLine } from '../deposit-promotion';
import { useDepositDraft } from '../deposit-draft';
import { couponError, couponHint, useCouponCheck } from '@/lib/use-coupon-check';
import { DepositPromotionNotice } from './deposit-promotion-notice';

/** Why the typed amount is not an amount, once the player has left the field or pressed Play. */
function amountProblem(text: string, currency: Currency | undefined): string | undefined {
  if (!text.trim()) return messages.money.amountRequired;
  const parsed = amountField.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  if (currency && parseAmount(text, currency) === undefined) return messages.money.amountTooPrecise(decimalsFor(currency));
  return undefined;
}

/** The bonus code field's verdict (SPEC.md §5): 'Coupon is valid' as a hint, 'Coupon is invalid' as its error. */

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
  const eligible = useQuery(eligiblePromotionsQueryOptions);
  const hasActivePromotion = useQuery({ ...playerPromotionsQueryOptions, select: (answer) => answer.promotions.some((p) => p.status === 'active') });
  const decline = useDeclinePromotions();
  const closeModal = useCloseModal();
  const { status: couponStatus } = useCouponCheck(draft.coupon);

  const wallets = funds.data?.funds ?? [];
  const walletExists = wallets.some((fund) => fund.currency === currencyCode);
  const catalogueEntry = findCurrency(currencies.data, currencyCode);
  // The minimums call carries the rate the server uses for this currency's minimums: convert with that one.
  const currency = catalogueEntry && minimums.data ? { ...catalogueEntry, eurRate: minimums.data.eurRate } : catalogueEntry;
  const limits = currency && minimums.data ? minimumsInMinorUnits(minimums.data, currency) : undefined;
  const amount = currency ? parseAmount(draft.amount, currency) : undefined;
  const line: PromotionLine =
    currency && limits
      ? promotionLine({
          amount,
          ...limits,
          unit: currency,
          depositCount,
          eligible: eligible.data,
          // Until the player's promotions have loaded nothing is known to be running.
          hasActivePromotion: hasActivePromotion.data === true,
        })
      : { kind: 'none' };
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
        hint={couponHint(couponStatus)}
        error={couponError(couponStatus)}
      />
      {currency && (
        <DepositPromotionNotice
          line={line}
          currency={currency}
          declining={decline.isPending}
          onDecline={() => decline.mutate(undefined, { onError: () => showToast(messages.http.internal, 'error') })}
          onOpenTerms={closeModal}
        />
      )}
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
