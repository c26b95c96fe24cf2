import { useId } from 'react';
import type { TwoFactorEnrolment as Enrolment } from '@lodestar/contracts';
import { QrCode } from '@/components/qr-code';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': easier to type by hand. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TwoFactorEnrolmentProps {
  enrolment: Enrolment;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with the first code. */
export function TwoFactorEnrolment({ enrolment, onConfirm, onCancel }: TwoFactorEnrolmentProps) {
  const keyId = useId();
  return (
    <div className="two-factor-enrolment">
      <ol className="two-factor-enrolment__steps">
        <li>
          <p className="two-factor-enrolment__step-title">Scan this QR code with an authenticator app</p>
          <p className="profile-card__text">Google Authenticator, Microsoft Authenticator, 1Password, Authy or any TOTP app works.</p>
          <div className="two-factor-enrolment__qr">
            <QrCode value={enrolment.otpauthUri} label="QR code to add Lodestar Casino to your authenticator app" size={176} />
            <div className="two-factor-enrolment__manual">
              <p className="profile-card__text">Can’t scan? Enter this key in the app instead.</p>
              <div className="field two-factor-enrolment__secret">
                <label className="field__label" htmlFor={keyId}>
                  Set-up key
                </label>
                {/* A textarea, so the key wraps on a narrow phone instead of hiding its end. */}
                <textarea
                  id={keyId}
                  className="field__input"
                  readOnly
                  rows={1}
                  spellCheck={false}
                  value={groupedSecret(enrolment.secret)}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
              <p className="two-factor-enrolment__hint">Time-based, 6 digits, every 30 seconds.</p>
            </div>
          </div>
        </li>
        <li>
          <p className="two-factor-enrolment__step-title">Enter the 6-digit code the app shows</p>
          <TwoFactorCodeForm submitLabel="Turn on two-factor" onSubmit={onConfirm} onCancel={onCancel} />
        </li>
      </ol>
    </div>
  );
}
