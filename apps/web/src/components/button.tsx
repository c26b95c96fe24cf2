import type { ComponentProps } from 'react';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Links that look like buttons (Go Back, Edit profile) share the exact look of <Button>. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}): string {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  /** Shows a spinner and keeps the button's width while a submission runs. */
  loading?: boolean;
}

export function Button({ variant, size, block, loading = false, className, children, disabled, type = 'button', ...buttonProps }: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
    >
      {loading && <Spinner size="sm" decorative />}
      <span className="button__label">{children}</span>
    </button>
  );
}
