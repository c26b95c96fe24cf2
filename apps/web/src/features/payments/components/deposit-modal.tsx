import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  REDIRECT_DELAY_MS,
  errorCodes,
  messages,
  missingProfileFields,
  requiredProfileFieldsByMethod,
  type DepositResponse,
  type Profile,
} from '@lodestar/contracts';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner';
import { profileQueryOptions } from '@/lib/session';
import { defaultFundOf, useFunds } from '@/lib/wallet-queries';
import { isApiError } from '@/lib/api-client';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { useGamblingLimits } from '@/lib/gambling-limits';
import { choiceLabel, failureTabOf, totalDepositsQueryOptions, useFiatDeposit, type DepositDetails, type MethodChoice } from '../api';
import { useDepositDraft, useDepositDraftLifetime, type DepositDraft } from '../deposit-draft';
import { readPaymentConfig, recordFailedPayment } from '../payment-config-cookie';
import { CryptoDepositStep } from './crypto-deposit-step';
import { DepositAmountStep } from './deposit-amount-step';
import { DepositLimitNotice } from './deposit-limit-notice';
import { DepositLimitStep } from './deposit-limit-step';
import { PaymentMethodsStep } from './payment-methods-step';
import { ProfileCompletionStep } from './profile-completion-step';
import './payments.css';

/** The profile fields a method needs before its gateway opens (SPEC.md §5); none for the others. */
function missingFieldsFor(choice: MethodChoice, profile: Profile | undefined) {
  const code = choice.method.code;
  if (!profile || (code !== 'CREDIT_CARD' && code !== 'JETON' && code !== 'MI_FINITY')) return [];
  return missingProfileFields(profile, requiredProfileFieldsByMethod[code]);
}

/** A refusal caused by what the player typed is theirs to fix; anything else counts against the gateway. */
const playerFixable = new Set<string>([
  errorCodes.validation,
  errorCodes.amountTooPrecise,
  errorCodes.belowMinimum,
  errorCodes.rateLimited,
  errorCodes.notAuthenticated,
  // The player's own limit or break: not the gateway's fault.
  errorCodes.limitReached,
  errorCodes.accountSelfExcluded,
  errorCodes.accountCoolOff,
  errorCodes.accountLocked,
]);
const isGatewayFailure = (error: unknown) => !isApiError(error) || !playerFixable.has(error.body.code);

/**
 * Modal kind 'deposit' (SPEC.md §2, §4, §5): amount and currency, then the fiat methods (with the profile form
 * first when a method needs more of the profile) or the crypto tabs.
 */
export default function DepositModal({ resumeDraft }: { resumeDraft?: object }) {
  useDepositDraftLifetime();
  // Back from the tutorial video: its draft was reset when this modal closed for it.
  useEffect(() => {
    if (resumeDraft) useDepositDraft.getState().update(resumeDraft as Partial<DepositDraft>);
  }, [resumeDraft]);
  const closeModal = useCloseModal();
  const openModal = useOpenModal();
  const draft = useDepositDraft((state) => state.draft);
  const update = useDepositDraft((state) => state.update);
  const profile = useQuery(profileQueryOptions).data;
  const funds = useFunds();
  const deposit = useFiatDeposit();
  const currency = draft.currency ?? defaultFundOf(funds.data?.funds)?.currency;
  const gamblingLimits = useGamblingLimits();
  const depositCountQuery = useQuery(totalDepositsQueryOptions);
  const depositCount = depositCountQuery.data;
  // UKGC 2025: a limit is offered before the first deposit; the player sets one or explicitly chooses none.
  const limitStepDue = depositCount === 0 && gamblingLimits.data?.limitStepAnswered === false;
  // Until both answers are in, the amount form would flash and then give way to the limit step.
  const decidingLimitStep = depositCountQuery.isPending || (depositCount === 0 && gamblingLimits.isPending);

  // A deposit that failed in the last 20 minutes is offered again as it was (the payment config cookie).
  useEffect(() => {
    const { draft: current, update: apply } = useDepositDraft.getState();
    const config = readPaymentConfig();
    if (!config || current.amount !== '' || current.step !== 'amount') return;
    apply({
      amount: config.depositAmount ?? '',
      currency: config.currency ?? current.currency,
      coupon: config.promotionCoupon ?? '',
    });
  }, []);

  const details = (): DepositDetails | undefined =>
    currency ? { amount: draft.amount.trim(), currency, promotionCoupon: draft.coupon.trim() } : undefined;

  const fail = (choice: MethodChoice, message: string, depositDetails: DepositDetails) => {
    recordFailedPayment(failureTabOf(choice), depositDetails);
    update({ step: 'methods', error: message });
  };

  const continueWith = (choice: MethodChoice, answer: DepositResponse, depositDetails: DepositDetails) => {
    const flow = choice.method.flow;
    if ('jetonType' in choice && choice.jetonType === 'qr') {
      if (!answer.qr) return fail(choice, messages.money.gatewayRefused, depositDetails);
      openModal({
        kind: 'iframe',
        content: {
          view: 'address',
          value: answer.qr,
          title: 'Pay with Jeton',
          instructions: 'Scan the code with the Jeton app to approve the payment. This window closes once it is received.',
        },
      });
      return;
    }
    const url = flow === 'widget' ? answer.widgetUrl : answer.redirectUrl;
    if (!url) return fail(choice, messages.money.gatewayRefused, depositDetails);
    if (flow === 'redirect') {
      update({ step: 'redirect', choice });
      window.setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
      return;
    }
    openModal({
      kind: 'iframe',
      content: {
        view: 'payment',
        url,
        methodLabel: choiceLabel(choice),
        paymentId: answer.paymentId,
        failureTab: failureTabOf(choice),
        deposit: depositDetails,
      },
    });
  };

  const startDeposit = async (choice: MethodChoice) => {
    const depositDetails = details();
    if (!depositDetails) return update({ error: messages.money.currencyRequired });
    update({ error: undefined });
    let answer: DepositResponse;
    try {
      answer = await runProcess(() => deposit.mutateAsync({ choice, deposit: depositDetails, email: profile?.email ?? '' }));
    } catch (error) {
      const message = isApiError(error) ? error.body.message : messages.money.failedToProcess;
      if (isGatewayFailure(error)) fail(choice, message, depositDetails);
      else update({ step: 'methods', error: message });
      return;
    }
    continueWith(choice, answer, depositDetails);
  };

  const choose = (choice: MethodChoice) => {
    if (missingFieldsFor(choice, profile).length > 0) {
      update({ step: 'profile', choice, error: undefined });
      return;
    }
    void startDeposit(choice);
  };

  return (
    <Modal title="Deposit" onClose={closeModal}>
      {draft.step === 'amount' && decidingLimitStep && <Spinner label="Loading" />}
      {draft.step === 'amount' && !decidingLimitStep && limitStepDue && <DepositLimitStep />}
      {draft.step === 'amount' && !decidingLimitStep && !limitStepDue && <DepositLimitNotice />}
      {draft.step === 'amount' && !decidingLimitStep && !limitStepDue && <DepositAmountStep currency={currency} />}
      {draft.step === 'methods' && currency && <PaymentMethodsStep currency={currency} onChoose={choose} />}
      {draft.step === 'profile' && draft.choice && profile && (
        <ProfileCompletionStep
          profile={profile}
          methodLabel={draft.choice.method.label}
          missing={missingFieldsFor(draft.choice, profile)}
          onBack={() => update({ step: 'methods' })}
          onSaved={() => draft.choice && void startDeposit(draft.choice)}
        />
      )}
      {draft.step === 'crypto' && currency && <CryptoDepositStep currency={currency} />}
      {draft.step === 'redirect' && (
        <div className="deposit-redirect" role="status">
          <Spinner size="lg" decorative />
          <p>Redirecting to {draft.choice?.method.label ?? 'the payment page'}…</p>
        </div>
      )}
    </Modal>
  );
}
