import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TwoFactorEnrolment as Enrolment } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { securityOverviewQueryOptions, useDisableTwoFactor, useEnableTwoFactor, useEnrolTwoFactor, useRenewRecoveryCodes } from '../two-factor-api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import './two-factor.css';

/** What the card shows besides the status: nothing, a set-up, fresh recovery codes, or a code asked for an action. */
type Step =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' }
  | { kind: 'renewing' };

function StatusPill({ enabled }: { enabled: boolean }) {
  return <span className={`two-factor__pill two-factor__pill--${enabled ? 'on' : 'off'}`}>{enabled ? 'On' : 'Off'}</span>;
}

/** TOTP two-factor sign-in: set up with a QR code, recovery codes, turn off; each change needs a code. */
export function TwoFactorCard() {
  const overview = useQuery(securityOverviewQueryOptions);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [enrolError, setEnrolError] = useState<string>();
  const enrol = useEnrolTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const backToStatus = () => setStep({ kind: 'status' });

  const startEnrolment = () => {
    setEnrolError(undefined);
    enrol.mutate(undefined, {
      onSuccess: (enrolment) => setStep({ kind: 'enrolling', enrolment }),
      onError: (error) => setEnrolError(serverErrorMessage(error)),
    });
  };

  const body = () => {
    if (overview.isPending) return <Spinner label="Loading two-factor status" />;
    if (overview.isError) return <LoadError what="Your two-factor status" onRetry={() => void overview.refetch()} />;
    const { enabled, recoveryCodesLeft } = overview.data.twoFactor;
    switch (step.kind) {
      case 'enrolling':
        return (
          <TwoFactorEnrolment
            enrolment={step.enrolment}
            onCancel={backToStatus}
            onConfirm={async (code) => {
              const { message, recoveryCodes } = await enable.mutateAsync({ code });
              showToast(message, 'success');
              setStep({ kind: 'codes', codes: recoveryCodes });
            }}
          />
        );
      case 'codes':
        return <RecoveryCodesPanel codes={step.codes} onDone={backToStatus} />;
      case 'disabling':
        return (
          <TwoFactorCodeForm
            acceptsRecoveryCode
            submitLabel="Turn off two-factor"
            submitVariant="danger"
            onCancel={backToStatus}
            onSubmit={async (code) => {
              showToast((await disable.mutateAsync({ code })).message, 'success');
              backToStatus();
            }}
          />
        );
      case 'renewing':
        return (
          <TwoFactorCodeForm
            submitLabel="Get new recovery codes"
            onCancel={backToStatus}
            onSubmit={async (code) => {
              const { message, recoveryCodes } = await renew.mutateAsync({ code });
              showToast(message, 'success');
              setStep({ kind: 'codes', codes: recoveryCodes });
            }}
          />
        );
      case 'status':
        return enabled ? (
          <div className="two-factor__summary">
            <p className="profile-card__text">
              Signing in asks for a code from your authenticator app. {recoveryCodesLeft} of 10 recovery codes left.
            </p>
            <div className="two-factor-code-form__actions">
              <Button variant="secondary" onClick={() => setStep({ kind: 'renewing' })}>
                New recovery codes
              </Button>
              <Button variant="danger" onClick={() => setStep({ kind: 'disabling' })}>
                Turn off
              </Button>
            </div>
          </div>
        ) : (
          <div className="two-factor__summary">
            <p className="profile-card__text">
              Protect your account and your balance: besides your password, signing in will ask for a 6-digit code from an app on your phone.
            </p>
            <FormAlert message={enrolError} />
            <div className="two-factor-code-form__actions">
              <Button loading={enrol.isPending} onClick={startEnrolment}>
                Set up two-factor
              </Button>
            </div>
          </div>
        );
    }
  };

  return (
    <section className="profile-card profile-stack profile-stack--tight two-factor" aria-labelledby="two-factor-title">
      <div className="two-factor__header">
        <svg className="two-factor__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M9.5 12.2l1.8 1.8 3.4-3.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 id="two-factor-title" className="profile-card__title">
          Two-factor authentication
        </h2>
        {overview.isSuccess && <StatusPill enabled={overview.data.twoFactor.enabled} />}
      </div>
      {body()}
    </section>
  );
}
