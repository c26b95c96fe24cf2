import { useState } from 'react';
import { limitKindLabels, limitKinds, limitPeriodLabels, setLimitRequest, type GamblingLimit, type LimitKind } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useGamblingLimits, useSetGamblingLimit } from '@/lib/gambling-limits';
import './responsible-gambling.css';

const kindTexts: Record<LimitKind, string> = {
  deposit: 'The most you can deposit, in all your currencies together.',
  loss: 'The most you can lose: your stakes less your wins.',
  wager: 'The most you can stake in total, whatever you win.',
};

function LimitRow({ limit }: { limit: GamblingLimit }) {
  const [amount, setAmount] = useState(limit.amount ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useSetGamblingLimit();
  const label = `${limitPeriodLabels[limit.period]} ${limitKindLabels[limit.kind].toLowerCase()} (EUR)`;

  const submit = (value: string | null) => {
    const parsed = setLimitRequest.safeParse({ kind: limit.kind, period: limit.period, amount: value });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    save.mutate(parsed.data, {
      onSuccess: (answer) => showToast(answer.message, 'success'),
      onError: (error) => setProblem(isApiError(error) ? error.message : 'Something went wrong, please try again.'),
    });
  };

  return (
    <li className="limit-row">
      <form
        className="limit-row__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(amount.trim());
        }}
      >
        <TextField
          label={label}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          placeholder="No limit"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem}
        />
        <div className="limit-row__actions">
          <Button type="submit" size="sm" loading={save.isPending && save.variables?.amount !== null}>
            Save
          </Button>
          {limit.amount !== null && (
            <Button size="sm" variant="ghost" loading={save.isPending && save.variables?.amount === null} onClick={() => submit(null)}>
              Remove
            </Button>
          )}
        </div>
      </form>
      <p className="limit-row__usage">
        {limit.amount === null ? (
          <>No {limitPeriodLabels[limit.period].toLowerCase()} limit set</>
        ) : (
          <>
            <strong>{limit.remaining} EUR left</strong> of {limit.amount} EUR · used {limit.used} EUR · resets {formatDateTime(limit.resetsAt)}
          </>
        )}
      </p>
      {limit.pending && (
        <p className="limit-row__pending" role="status">
          {limit.pending.amount === null ? 'Removed' : `Rises to ${limit.pending.amount} EUR`} on {formatDateTime(limit.pending.effectiveAt)}, after
          the 24-hour delay.
        </p>
      )}
    </li>
  );
}

/** Deposit, loss and wager limits per day, week and month. Lower applies at once; higher or none after 24 hours. */
export function LimitsEditor() {
  const limits = useGamblingLimits();
  if (limits.isPending) return <Spinner size="lg" label="Loading your limits" />;
  if (limits.isError) return <LoadError what="Your limits" onRetry={() => void limits.refetch()} />;
  return (
    <div className="limits-grid">
      {limitKinds.map((kind) => (
        <section key={kind} className="profile-card limits-card" aria-labelledby={`limit-${kind}-title`}>
          <h2 id={`limit-${kind}-title`} className="profile-card__title">
            {limitKindLabels[kind]}
          </h2>
          <p className="profile-card__text">{kindTexts[kind]}</p>
          <ul className="limits-card__rows">
            {limits.data.limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => (
                <LimitRow key={`${limit.period}-${limit.amount ?? ''}-${limit.pending?.effectiveAt ?? ''}`} limit={limit} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
