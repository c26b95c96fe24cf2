import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/api-client';

/** `<input type="datetime-local">` speaks local time without a zone. */
export const localInputOf = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
/** An instant from a datetime-local value; left as typed when it is no date, for the schema to refuse with its message. */
export const instantOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};
/** Empty: no end. */
export const optionalInstantOf = (local: string) => (local.trim() === '' ? null : instantOf(local));
export const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

type FormValues = Record<string, string>;
type FieldErrors<V> = Partial<Record<keyof V | '_', string>>;
type FieldOptions = Omit<FieldProps, 'name' | 'label' | 'value' | 'error' | 'onChange'>;

export interface SchemaForm<V extends FormValues> {
  values: V;
  set: (field: keyof V) => (value: string) => void;
  /** A labelled input bound to `values[name]`, showing the check's message for it. */
  field: (name: keyof V & string, label: string, options?: FieldOptions) => ReactNode;
}

interface SchemaFormDialogProps<V extends FormValues, S extends z.ZodType> {
  title: string;
  submitLabel: string;
  initialValues: V;
  /** The call's shared zod schema: the form is checked with it before anything is sent. */
  schema: S;
  /** The request body from the typed strings. */
  bodyOf: (values: V) => z.input<S>;
  send: (body: z.input<S>) => Promise<unknown>;
  onClose: () => void;
  children: (form: SchemaForm<V>) => ReactNode;
}

/**
 * A modal form for one staff call: the shared schema checks it before it is sent, and the server's own refusals (a
 * code taken, a tier that exists) land on the same fields; anything else shows above the buttons.
 */
export function SchemaFormDialog<V extends FormValues, S extends z.ZodType>({
  title,
  submitLabel,
  initialValues,
  schema,
  bodyOf,
  send,
  onClose,
  children,
}: SchemaFormDialogProps<V, S>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const set = (field: keyof V) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const found: FieldErrors<V> = {};
      for (const issue of checked.error.issues) found[(issue.path[0] as keyof V | undefined) ?? '_'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(body);
      dialog.current?.close();
    } catch (failure) {
      if (!isApiError(failure)) setErrors({ _: 'The server could not be reached. Try again.' } as FieldErrors<V>);
      else {
        const fields = Object.fromEntries(Object.entries(failure.body.fieldErrors ?? {}).map(([name, messages]) => [name, messages[0]]));
        setErrors((Object.keys(fields).length > 0 ? fields : { _: failure.body.message }) as FieldErrors<V>);
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof V & string, label: string, options: FieldOptions = {}) => (
    <Field name={name} label={label} value={values[name] ?? ''} error={errors[name]} onChange={set(name)} {...options} />
  );

  return (
    <dialog ref={dialog} className="admin-dialog admin-form-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        {children({ values, set, field })}
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
            {submitLabel}
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
