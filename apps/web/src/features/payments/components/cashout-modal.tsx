import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AMOUNT_MAX_LENGTH, CASHOUT_LIMITS_TEXT, amountField, emailField, errorCodes, messages, type CurrencyCode } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { ConfirmDialog } from '@/components/modal/confirm-dialog';
import { Modal } from '@/components/modal/modal';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { Tabs } from '@/components/tabs';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { profileQueryOptions } from '@/lib/session';
import { defaultFundOf, useCurrencies, useFunds } from '@/lib/wallet-queries';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { CurrencyOptions } from '@/components/currency-options';
import { isApiError } from '@/lib/api-client';
import { createModalDraft } from '@/lib/modal-draft';
import { useCloseModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { bonusForfeitRefusal, useCashout, rateLimitQueryOptions, useWithdrawable, type CashoutRequest } from '../api';
import { parseAmount } from '../deposit-amounts';
import './payments.css';

type FiatTab = 'minifity' | 'bank';
type CashoutField = 'amount' | 'address' | 'email';

interface CashoutDraft {
  /** Undefined until the player types: the minimum withdrawal of the currency fills it. */
  amount: string | undefined;
  currency: CurrencyCode | undefined;
  address: string;
  email: string | undefined;
  tab: FiatTab;
  error: string | undefined;
  /** The server refused for want of verified documents: the verification hint turns into the alert. */
  verificationRefused: boolean;
  fieldErrors: Partial<Record<CashoutField, string>>;
  /** The server's word that this cashout forfeits an active bonus, and the request waiting for the player's yes. */
  forfeit: { message: string; request: CashoutRequest } | undefined;
}

const { useDraftStore: useCashoutDraft, useDraftLifetime: useCashoutDraftLifetime } = createModalDraft<CashoutDraft>({
  amount: undefined,
  currency: undefined,
  address: '',
  email: undefined,
  tab: 'bank',
  error: undefined,
  verificationRefused: false,
  fieldErrors: {},
  forfeit: undefined,
});

/** Refusals the player can act on stay in the modal (SPEC.md §8 and the cashout error codes). */
const shownInModal = new Set<string>([errorCodes.notEnoughMoney, errorCodes.belowMinimum, errorCodes.amountTooPrecise]);

const VERIFICATION_PAGE = '/profile/verification';

const shieldIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M10 2l6 2.5v4.5c0 4-2.6 7.2-6 8.8-3.4-1.6-6-4.8-6-8.8V4.5z" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M7 10l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Modal kind 'cashout' (SPEC.md §2, §4, §5). */
export default function CashoutModal() {
  useCashoutDraftLifetime();
  const closeModal = useCloseModal();
  const draft = useCashoutDraft((state) => state.draft);
  const update = useCashoutDraft((state) => state.update);
  const funds = useFunds();
  const currencies = useCurrencies();
  // Read again on opening: staff may have approved the documents since the profile was cached.
  const profile = useQuery({ ...profileQueryOptions, refetchOnMount: 'always' }).data;
  const verified = Boolean(profile?.idVerification.verified && profile.billVerification.verified);
  const cashout = useCashout();

  const wallets = funds.data?.funds ?? [];
  const currencyCode = draft.currency ?? defaultFundOf(wallets)?.currency;
  const currency = findCurrency(currencies.data, currencyCode);
  const rateLimit = useQuery({ ...rateLimitQueryOptions(currencyCode ?? 'BTC'), enabled: currencyCode !== undefined });
  const withdrawable = useWithdrawable(currencyCode);

  const minWithdraw = rateLimit.data?.minWithdraw;
  // SPEC.md §4: the amount starts at the minimum from the rate-limit call.
  const amount = draft.amount ?? minWithdraw ?? '';
  const email = draft.email ?? profile?.email ?? '';
  const crypto = currency?.type === 'CRYPTO';
  const amountMinor = currency ? parseAmount(amount, currency) : undefined;
  const minimumMinor = currency && minWithdraw ? parseAmount(minWithdraw, currency) : undefined;
  // SPEC.md §5: the button stays disabled while the minimum withdrawal exceeds the amount.
  const belowMinimum = minimumMinor === undefined || amountMinor === undefined || minimumMinor > amountMinor;

  const setField = (patch: Partial<CashoutDraft>, field: CashoutField) =>
    update({ ...patch, error: undefined, verificationRefused: false, fieldErrors: { ...draft.fieldErrors, [field]: undefined } });

  const submit = async () => {
    if (!currencyCode || !currency) return;
    const fieldErrors: CashoutDraft['fieldErrors'] = {};
    const parsedAmount = amountField.safeParse(amount);
    if (!parsedAmount.success) fieldErrors.amount = parsedAmount.error.issues[0]?.message;
    if (crypto && !draft.address.trim()) fieldErrors.address = messages.money.addressRequired;
    const sendEmail = !crypto && draft.tab === 'bank';
    if (sendEmail) {
      const parsedEmail = emailField.safeParse(email);
      if (!parsedEmail.success) fieldErrors.email = parsedEmail.error.issues[0]?.message;
    }
    if (Object.values(fieldErrors).some(Boolean)) return update({ fieldErrors, error: undefined });

    const request = crypto
      ? { kind: 'crypto' as const, amount: amount.trim(), currency: currencyCode, address: draft.address.trim() }
      : { kind: 'fiat' as const, amount: amount.trim(), currency: currencyCode, ...(sendEmail ? { email: email.trim() } : {}) };
    await send(request);
  };

  const send = async (request: CashoutRequest) => {
    try {
      await runProcess(() => cashout.mutateAsync(request));
    } catch (error) {
      const forfeitMessage = request.forfeitBonus ? undefined : bonusForfeitRefusal(error);
      if (forfeitMessage) return update({ forfeit: { message: forfeitMessage, request } });
      if (isApiError(error) && error.body.code === errorCodes.invalidAddress) {
        return update({ forfeit: undefined, fieldErrors: { address: error.body.message } });
      }
      if (isApiError(error) && error.body.code === errorCodes.validation && error.body.fieldErrors) {
        const serverFields = error.body.fieldErrors;
        const mapped = { amount: serverFields.amount?.[0], address: serverFields.address?.[0], email: serverFields.email?.[0] };
        if (Object.values(mapped).some(Boolean)) return update({ forfeit: undefined, fieldErrors: mapped });
        return update({ forfeit: undefined, error: error.body.message });
      }
      if (isApiError(error) && error.body.code === errorCodes.verificationRequired) return update({ forfeit: undefined, verificationRefused: true });
      if (isApiError(error) && shownInModal.has(error.body.code)) return update({ forfeit: undefined, error: error.body.message });
      closeModal();
      showToast(messages.money.cashoutFailed, 'error');
      return;
    }
    closeModal();
    showToast(messages.money.cashoutSent, 'success');
  };

  const bankAccountPanel = (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      value={email}
      onChange={(event) => setField({ email: event.target.value }, 'email')}
      error={draft.fieldErrors.email}
    />
  );

  if (draft.forfeit) {
    const { message, request } = draft.forfeit;
    return (
      <ConfirmDialog
        title="Forfeit your bonus?"
        message={message}
        confirmLabel="Forfeit bonus and cash out"
        cancelLabel="Keep my bonus"
        busy={cashout.isPending}
        onCancel={() => update({ forfeit: undefined })}
        onConfirm={() => void send({ ...request, forfeitBonus: true })}
      />
    );
  }

  return (
    <Modal title="Cash out" onClose={closeModal}>
      <form
        className="cashout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!belowMinimum) void submit();
        }}
      >
        <div className="deposit-form__amount-row">
          <TextField
            label="Amount"
            className="deposit-form__amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_MAX_LENGTH}
            placeholder={rateLimit.isPending ? 'Loading…' : '0.00'}
            value={amount}
            onChange={(event) => setField({ amount: event.target.value }, 'amount')}
            error={draft.fieldErrors.amount}
          />
          <SelectField
            label="Currency"
            className="deposit-form__currency"
            value={currencyCode ?? ''}
            onChange={(event) =>
              // A new currency has its own minimum: the amount starts from it again.
              update({
                currency: event.target.value as CurrencyCode,
                amount: undefined,
                address: '',
                error: undefined,
                verificationRefused: false,
                fieldErrors: {},
              })
            }
          >
            <CurrencyOptions codes={wallets.map((fund) => fund.currency)} currencies={currencies.data} />
          </SelectField>
        </div>

        <div className="cashout-form__facts">
          <p className="cashout-form__withdrawable">
            {withdrawable.isPending ? (
              <Spinner size="sm" label="Loading the withdrawable amount" />
            ) : (
              <>
                Withdrawable:{' '}
                <strong>{withdrawable.data ? formatMoney(withdrawable.data.withdrawable, currency, withdrawable.data.currency) : '—'}</strong>
              </>
            )}
          </p>
          <p className="cashout-form__limits">
            <span>Min {CASHOUT_LIMITS_TEXT.min}</span>
            <span>Max {CASHOUT_LIMITS_TEXT.max}</span>
          </p>
        </div>

        {currency && crypto && (
          <TextField
            label={`${currency.displayCode} address`}
            autoComplete="off"
            spellCheck={false}
            maxLength={128}
            hint={messages.money.addressRequired}
            value={draft.address}
            onChange={(event) => setField({ address: event.target.value }, 'address')}
            error={draft.fieldErrors.address}
          />
        )}
        {currency && !crypto && (
          <Tabs<FiatTab>
            label="Cashout method"
            selected={draft.tab}
            onSelect={(tab) => update({ tab, error: undefined })}
            tabs={[
              { id: 'minifity', label: 'Minifity', content: null },
              { id: 'bank', label: 'Bank Account', content: bankAccountPanel },
            ]}
          />
        )}

        {verified ? (
          <p className="cashout-form__verify cashout-form__verify--done">
            {shieldIcon}
            {messages.money.verifiedForCashout}
          </p>
        ) : (
          /* The hint; after a refusal for missing verification it is the alert, link included. */
          <p
            className={`cashout-form__verify${draft.verificationRefused ? ' cashout-form__verify--refused' : ''}`}
            role={draft.verificationRefused ? 'alert' : undefined}
          >
            {shieldIcon}
            <Link to={VERIFICATION_PAGE} onClick={closeModal}>
              {messages.money.verificationRequired}
            </Link>
          </p>
        )}

        <FormAlert message={draft.error} />
        <Button type="submit" size="lg" block disabled={belowMinimum || !currency}>
          Cash out
        </Button>
      </form>
    </Modal>
  );
}
