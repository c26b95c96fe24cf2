import { useState } from 'react';
import { Link } from 'react-router';
import { limitPeriods, setLimitRequest, type LimitPeriod } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useDeclineLimitStep, useSetGamblingLimit } from '@/lib/gambling-limits';
import { useCloseModal } from '@/lib/modal-store';

const periodNames: Record<LimitPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/**
 * Before a first deposit (UKGC 2025): set a deposit limit or say, explicitly, that you want none. Either answer is
 * recorded, so the step shows once; the limits page changes it later.
 */
export function DepositLimitStep() {
  const [period, setPeriod] = useState<LimitPeriod>('week');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const setLimit = useSetGamblingLimit();
  const decline = useDeclineLimitStep();
  const closeModal = useCloseModal();
  const failure = setLimit.error ?? decline.error;
  const failureMessage = failure ? (isApiError(failure) ? failure.message : 'Something went wrong, please try again.') : undefined;

  const submit = () => {
    const parsed = setLimitRequest.safeParse({ kind: 'deposit', period, amount: amount.trim() });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    setLimit.mutate(parsed.data);
  };

  return (
    <form
      className="deposit-form deposit-limit-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="deposit-limit-step__intro">
        <h3 className="deposit-limit-step__title">Set a deposit limit</h3>
        <p>
          Before your first deposit, decide how much you are happy to deposit. You can lower it at any time; raising or removing it takes 24 hours.
        </p>
      </div>
      <div className="deposit-form__amount-row">
        <TextField
          label="Limit (EUR)"
          className="deposit-form__amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          placeholder="e.g. 100"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem}
        />
        <SelectField label="Per" className="deposit-form__currency" value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
          {limitPeriods.map((option) => (
            <option key={option} value={option}>
              {periodNames[option]}
            </option>
          ))}
        </SelectField>
      </div>
      <FormAlert message={failureMessage} />
      <Button type="submit" size="lg" block loading={setLimit.isPending}>
        Set limit and continue
      </Button>
      <Button variant="ghost" block loading={decline.isPending} onClick={() => decline.mutate()}>
        Continue without a limit
      </Button>
      <p className="deposit-form__secure">
        <Link to="/responsible-gambling" onClick={closeModal}>
          Responsible gambling: tools and help
        </Link>
      </p>
    </form>
  );
}
