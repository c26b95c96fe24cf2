import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_CURRENCY, promotionMessages, registrationRequest, type CurrencyCode } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useCurrencies } from '@/lib/wallet-queries';
import { CurrencyOptions } from '@/components/currency-options';
import { sendRegistrationStarted } from '@/lib/analytics';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { runProcess } from '@/lib/process-store';
import { couponError, couponHint, useCouponCheck } from '@/lib/use-coupon-check';
import { registrationErrorMessage, useRegister } from '../api';
import { weakPasswordError } from '../password-strength';
import { EmailField, NewPasswordField } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import './auth-form.css';

const shownFields = ['fullName', 'email', 'password', 'currency', 'registrationCode', 'terms'] as const;

export default function RegisterModal() {
  const closeModal = useCloseModal();
  const openModal = useOpenModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const registration = useRegister();
  const currencies = useCurrencies();
  // The funnel's first step (sent only with cookie consent).
  useEffect(sendRegistrationStarted, []);
  // The form starts on the default currency: it is offered even before the catalogue has loaded.
  const currencyCodes: CurrencyCode[] = currencies.data?.map((currency) => currency.code) ?? [DEFAULT_CURRENCY];
  const bonusCodeId = useId();
  const [bonusCodeShown, setBonusCodeShown] = useState(false);
  // terms starts unticked: left out, since the schema only accepts `true`.
  const {
    register,
    submitWith,
    setError,
    formError,
    setFormError,
    watch,
    formState: { errors, isSubmitting },
  } = useAuthForm(registrationRequest, { fullName: '', email: '', password: '', currency: DEFAULT_CURRENCY, registrationCode: '' });

  // A code the promotions would not honour is said before the player registers, not found out after.
  const { status: couponStatus, promotion: codePromotion } = useCouponCheck(watch('registrationCode') ?? '');

  const submit = submitWith(async ({ fullName, email, password, currency, registrationCode, terms }) => {
    const weakPassword = await weakPasswordError(password, { email, fullName });
    if (weakPassword) {
      setError('password', { type: 'strength', message: weakPassword }, { shouldFocus: true });
      return;
    }
    try {
      await runProcess(() => registration.mutateAsync({ fullName, email, password, currency, registrationCode, terms }));
    } catch (error) {
      setFormError(isApiError(error) && error.status === 400 ? applyFieldErrors(error.body, shownFields, setError) : registrationErrorMessage(error));
      return;
    }
    closeModal();
    // SPEC.md §4: a new player lands on home; if already there, a reload shows home as a signed-in player.
    if (pathname === '/') window.location.reload();
    else await navigate('/');
  });

  return (
    <Modal title="Register" description="Create your account in under a minute." onClose={closeModal}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-form__perk">
          <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <circle cx="20" cy="20" r="17" fill="#f5b942" />
            <circle cx="20" cy="20" r="12.5" fill="none" stroke="#1d1303" strokeWidth="2" strokeDasharray="3 3" />
            <path d="M20 11l2.3 6.7L29 20l-6.7 2.3L20 29l-2.3-6.7L11 20l6.7-2.3z" fill="#1d1303" />
          </svg>
          150 free spins are waiting for your first deposit.
        </p>
        <TextField label="Full name" autoComplete="name" {...register('fullName')} error={errors.fullName?.message} />
        <EmailField {...register('email')} error={errors.email?.message} />
        <NewPasswordField
          label="Password"
          field={register('password')}
          value={watch('password')}
          owner={{ email: watch('email'), fullName: watch('fullName') }}
          error={errors.password?.message}
        />
        <SelectField label="Currency" {...register('currency')} error={errors.currency?.message}>
          <CurrencyOptions codes={currencyCodes} currencies={currencies.data} order={['Fiat', 'Cryptocurrency']} />
        </SelectField>
        <Button
          variant="ghost"
          size="sm"
          className="auth-form__disclosure"
          aria-expanded={bonusCodeShown}
          aria-controls={bonusCodeId}
          onClick={() => setBonusCodeShown((shown) => !shown)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          I have a bonus code
        </Button>
        <div id={bonusCodeId} hidden={!bonusCodeShown && !errors.registrationCode}>
          <TextField
            label="Bonus code"
            autoComplete="off"
            {...register('registrationCode')}
            hint={couponHint(couponStatus)}
            error={errors.registrationCode?.message ?? couponError(couponStatus)}
          />
          {codePromotion && (
            <p className="auth-form__code-note" role="status">
              {promotionMessages.registrationCodeKept(codePromotion.name, codePromotion.kind)}
            </p>
          )}
        </div>
        <Checkbox
          {...register('terms')}
          error={errors.terms?.message}
          label={
            <>
              I am 18 years or older and accept the {/* A new tab keeps the half-filled form: the player reads the terms and comes back to it. */}
              <a href="/terms" target="_blank" rel="noopener">
                Terms and Conditions
              </a>
            </>
          }
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Register
        </Button>
        <p className="auth-form__switch">
          Already have an account?
          <Button variant="ghost" size="sm" onClick={() => openModal({ kind: 'login' })}>
            Log in instead
          </Button>
        </p>
      </form>
    </Modal>
  );
}
