import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  COUPON_CODE_MAX_LENGTH,
  createCouponRequest,
  editCouponRequest,
  type AdminCouponOffer,
  type CouponBonusKind,
  type CreateCouponRequest,
  type EditCouponRequest,
} from '@lodestar/contracts';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/api-client';

/** The form as typed: strings, turned into the request the shared schema checks. */
interface CouponFormValues {
  couponCode: string;
  bonusKind: CouponBonusKind;
  bonusPercent: string;
  maxBonusEur: string;
  fixedBonusEur: string;
  freeSpins: string;
  maxRedemptions: string;
  validFrom: string;
  validUntil: string;
}
type FieldErrors = Partial<Record<keyof CouponFormValues | '_', string>>;

/** `<input type="datetime-local">` speaks local time without a zone. */
const localInputOf = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const instantOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

function initialValues(coupon: AdminCouponOffer | undefined): CouponFormValues {
  return {
    couponCode: coupon?.code ?? '',
    bonusKind: coupon?.bonusKind ?? 'percent',
    bonusPercent: coupon && coupon.bonusKind === 'percent' ? String(coupon.bonusPercent) : '100',
    maxBonusEur: coupon && coupon.bonusKind === 'percent' ? coupon.maxBonusEur : '100',
    fixedBonusEur: coupon && coupon.bonusKind === 'fixed' ? coupon.maxBonusEur : '',
    freeSpins: String(coupon?.freeSpins ?? 0),
    maxRedemptions: coupon?.maxRedemptions?.toString() ?? '',
    validFrom: localInputOf(coupon ? new Date(coupon.validFrom) : new Date()),
    validUntil: coupon?.validUntil ? localInputOf(new Date(coupon.validUntil)) : '',
  };
}

/** The body of the call: only the fields of the chosen bonus kind. */
function givesOf(values: CouponFormValues): EditCouponRequest {
  return {
    bonusKind: values.bonusKind,
    ...(values.bonusKind === 'percent' ? { bonusPercent: numberOrUndefined(values.bonusPercent), maxBonusEur: values.maxBonusEur } : {}),
    ...(values.bonusKind === 'fixed' ? { fixedBonusEur: values.fixedBonusEur } : {}),
    freeSpins: numberOrUndefined(values.freeSpins) ?? 0,
    validFrom: instantOf(values.validFrom),
    validUntil: values.validUntil.trim() === '' ? null : instantOf(values.validUntil),
  };
}

interface CouponFormDialogProps {
  /** Absent: a new coupon. */
  coupon?: AdminCouponOffer;
  onCreate: (body: CreateCouponRequest) => Promise<unknown>;
  onEdit: (code: string, body: EditCouponRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create or edit a coupon offer in a modal. The shared zod schema checks the form before it is sent, and the
 * server's own refusals (a code taken) land on the same fields.
 */
export function CouponFormDialog({ coupon, onCreate, onEdit, onClose }: CouponFormDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState(() => initialValues(coupon));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const editing = coupon !== undefined;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const set = (field: keyof CouponFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gives = givesOf(values);
    const body = editing
      ? gives
      : { ...gives, couponCode: values.couponCode, maxRedemptions: values.maxRedemptions.trim() === '' ? null : Number(values.maxRedemptions) };
    const checked = (editing ? editCouponRequest : createCouponRequest).safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[(issue.path[0] as keyof CouponFormValues | undefined) ?? '_'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await (editing ? onEdit(coupon.code, body as EditCouponRequest) : onCreate(body as CreateCouponRequest));
      dialog.current?.close();
    } catch (failure) {
      if (!isApiError(failure)) setErrors({ _: 'The server could not be reached. Try again.' });
      else {
        const fields = Object.fromEntries(Object.entries(failure.body.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0]]));
        setErrors(Object.keys(fields).length > 0 ? fields : { _: failure.body.message });
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof CouponFormValues, label: string, input: Omit<FieldProps, 'name' | 'label' | 'value' | 'error' | 'onChange'> = {}) => (
    <Field name={name} label={label} value={values[name]} error={errors[name]} onChange={set(name)} {...input} />
  );

  return (
    <dialog ref={dialog} className="admin-dialog admin-coupon-dialog" aria-labelledby="coupon-dialog-title" onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id="coupon-dialog-title" className="admin-dialog__title">
          {editing ? `Edit ${coupon.code}` : 'New coupon'}
        </h2>
        {editing ? (
          <p className="admin__muted">Changes apply to redemptions from now on; players who redeemed it keep the terms they got.</p>
        ) : (
          field('couponCode', 'Code', { hint: `Letters A–Z, digits and hyphens; players type it in any case`, maxLength: COUPON_CODE_MAX_LENGTH })
        )}
        <fieldset className="admin-coupon-dialog__kinds">
          <legend>Bonus</legend>
          {(
            [
              ['percent', 'Percent of the next deposit'],
              ['fixed', 'Fixed amount'],
              ['none', 'No bonus'],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className="admin-coupon-dialog__kind">
              <input type="radio" name="bonusKind" checked={values.bonusKind === kind} onChange={() => set('bonusKind')(kind)} />
              {label}
            </label>
          ))}
        </fieldset>
        {values.bonusKind === 'percent' && (
          <div className="admin-form__row">
            {field('bonusPercent', 'Percent', { inputMode: 'numeric' })}
            {field('maxBonusEur', 'Up to (EUR)', { inputMode: 'decimal' })}
          </div>
        )}
        {values.bonusKind === 'fixed' && field('fixedBonusEur', 'Bonus (EUR)', { inputMode: 'decimal' })}
        <div className="admin-form__row">
          {field('freeSpins', 'Free spins', { inputMode: 'numeric' })}
          {!editing && field('maxRedemptions', 'Redemption limit', { inputMode: 'numeric', hint: 'Empty: no limit' })}
        </div>
        <div className="admin-form__row">
          {field('validFrom', 'Valid from', { type: 'datetime-local' })}
          {field('validUntil', 'Valid until', { type: 'datetime-local', hint: 'Empty: no end' })}
        </div>
        <p className="admin__muted">Wagering, stake limit and validity days are the standard promotion terms.</p>
        {errors._ && (
          <p className="admin-dialog__error" role="alert">
            {errors._}
          </p>
        )}
        <div className="admin-dialog__buttons">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? 'Save changes' : 'Create coupon'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  hint?: ReactNode;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
}

/** A labelled input with its hint and, after a failed check, its message (announced and linked to the input). */
function Field({ name, label, value, error, onChange, hint, type = 'text', inputMode, maxLength }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className="admin-input"
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="admin-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
