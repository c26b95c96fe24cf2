import { useState, type FormEvent } from 'react';
import { REALITY_CHECK_INTERVALS, realityCheckSettingsBody, realityCheckText } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useRealityCheck, useSaveRealityCheckInterval } from '../api';
import { formatTimePlayed, intervalLabel } from '../reality-check-format';
import './reality-check.css';

/** The player's reality check interval (UKGC RTS 13), kept on the server for every session and device. */
export function RealityCheckCard() {
  const status = useRealityCheck();
  const save = useSaveRealityCheckInterval();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  if (status.isPending) return <Spinner label="Loading your reality check" />;
  if (status.isError) return <LoadError what="Your reality check" onRetry={() => void status.refetch()} />;
  const interval = chosen ?? status.data.intervalMinutes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = realityCheckSettingsBody.safeParse({ intervalMinutes: interval });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setChosen(undefined);
        showToast(realityCheckText.saved, 'success');
      },
      onError: (failure) => setError(isApiError(failure) ? failure.body.message : 'Your interval could not be saved, please try again'),
    });
  };

  return (
    <section className="profile-card reality-check-card" aria-labelledby="reality-check-card-title">
      <div className="reality-check-card__heading">
        <svg className="reality-check-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 9v4l2.5 2.5M9.5 2.5h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <h1 id="reality-check-card-title" className="profile-card__title">
          {realityCheckText.settingsTitle}
        </h1>
      </div>
      <p className="profile-card__text">{realityCheckText.settingsIntro}</p>
      <form className="reality-check-card__form" onSubmit={submit} noValidate>
        <SelectField
          label={realityCheckText.intervalLabel}
          value={String(interval)}
          error={error}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {intervalLabel(minutes)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={save.isPending} disabled={interval === status.data.intervalMinutes}>
          {realityCheckText.save}
        </Button>
      </form>
      <dl className="reality-check-card__session">
        <div>
          <dt>Playing this session</dt>
          <dd>{formatTimePlayed(status.data.playedSeconds)}</dd>
        </div>
        <div>
          <dt>Next reminder</dt>
          <dd>{formatDateTime(status.data.nextCheckAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
