import { useState, type ReactNode } from 'react';
import {
  exclusionEnd,
  exclusionKindOf,
  selfExcludePeriodLabels,
  selfExcludePeriods,
  timeOutPeriods,
  type SelfExcludePeriod,
} from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSelfExclude } from '../api';
import './responsible-gambling.css';

const groups = [
  {
    title: 'Take a time-out',
    text: 'A short break from gambling. Until it ends you can sign in only to withdraw your balance.',
    periods: selfExcludePeriods.filter((period) => timeOutPeriods.includes(period)),
  },
  {
    title: 'Self-exclude',
    text: 'A longer break for when gambling is no longer fun. It cannot be lifted early.',
    periods: selfExcludePeriods.filter((period) => !timeOutPeriods.includes(period)),
  },
];

const timeOutAdjectives: Partial<Record<SelfExcludePeriod, string>> = { '24-hours': '24-hour', '7-days': '7-day', '30-days': '30-day' };

const actionLabel = (period: SelfExcludePeriod) => {
  if (period === 'permanent') return 'Exclude me permanently';
  const timeOut = timeOutAdjectives[period];
  return timeOut ? `Start my ${timeOut} time-out` : `Exclude me for ${selfExcludePeriodLabels[period]}`;
};

/**
 * Choose a period, then a confirm step that says plainly what happens and that it cannot be undone. `balanceOffer`:
 * shown on that step, before the break starts, so the player can take their money first (the payments feature's).
 */
export function SelfExclusionForm({ balanceOffer }: { balanceOffer?: ReactNode }) {
  const [period, setPeriod] = useState<SelfExcludePeriod>();
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const selfExclude = useSelfExclude();
  const error = selfExclude.error && (isApiError(selfExclude.error) ? selfExclude.error.message : 'Something went wrong, please try again.');

  if (confirming && period) {
    const kind = exclusionKindOf(period);
    const end = exclusionEnd(period, new Date());
    return (
      <section className="profile-card exclusion-confirm" aria-labelledby="exclusion-confirm-title">
        <h2 id="exclusion-confirm-title" className="profile-card__title">
          Confirm your {kind === 'time-out' ? 'time-out' : 'self-exclusion'}
        </h2>
        <dl className="exclusion-confirm__end">
          <dt>{end ? 'Ends on' : 'Ends'}</dt>
          <dd>{end ? formatDateTime(end.toISOString()) : 'Never: this self-exclusion is permanent'}</dd>
        </dl>
        <ul className="exclusion-confirm__list">
          <li>You are signed out on every device straight away, this one included.</li>
          <li>Until it ends you cannot deposit, play or receive promotions. You can still sign in to withdraw your balance.</li>
          <li>Games you have open stop taking bets. Bets you have already placed still settle.</li>
          <li>
            <strong>It cannot be undone or shortened</strong>, not even by our support team. You can only make it longer.
          </li>
          <li>Withdrawals you have already requested carry on as usual.</li>
        </ul>
        {balanceOffer}
        <Checkbox label="I understand that this cannot be undone" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <FormAlert message={error || undefined} />
        <div className="exclusion-confirm__actions">
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={selfExclude.isPending}>
            Back
          </Button>
          <Button variant="danger" disabled={!understood} loading={selfExclude.isPending} onClick={() => selfExclude.mutate(period)}>
            {actionLabel(period)}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="profile-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (period) setConfirming(true);
      }}
    >
      {groups.map((group) => (
        <fieldset key={group.title} className="profile-card exclusion-group">
          <legend className="exclusion-group__legend">{group.title}</legend>
          <p className="profile-card__text">{group.text}</p>
          <div className="exclusion-group__options">
            {group.periods.map((option) => (
              <label key={option} className="exclusion-option">
                <input
                  type="radio"
                  name="selfExcludePeriod"
                  value={option}
                  checked={period === option}
                  onChange={() => {
                    setPeriod(option);
                    setUnderstood(false);
                  }}
                />
                <span>{selfExcludePeriodLabels[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={!period}>
        Continue
      </Button>
    </form>
  );
}
