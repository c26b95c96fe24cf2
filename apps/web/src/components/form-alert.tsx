import './field.css';

interface FormAlertProps {
  message: string | undefined;
  tone?: 'error' | 'success';
}

/** A form-level answer (a server refusal, a captcha failure) shown above the submit button. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <p className={`form-alert form-alert--${tone}`} role="alert">
      {message}
    </p>
  );
}
