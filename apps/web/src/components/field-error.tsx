import './field.css';

interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.2v4.6M8 10.8v.9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}
