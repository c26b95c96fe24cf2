import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@lodestar/contracts/schema-free';
import { useToastStore, type Toast } from './toast-store';
import './toast.css';

const toneIcons: Record<Toast['tone'], string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id]);

  return (
    <div className={`toast toast--${toast.tone}`} role="status" aria-atomic="true">
      <span className="toast__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={toneIcons[toast.tone]} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </span>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className="toast__timer" aria-hidden="true" />
    </div>
  );
}

/** Top-right stack; each toast closes itself after TOAST_DURATION_MS (SPEC.md §2). */
export function ToastViewport() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="toast-viewport">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
