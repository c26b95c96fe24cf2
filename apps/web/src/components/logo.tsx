import { useId } from 'react';
import './logo.css';

/** The Lodestar mark: a compass star, the guiding star the brand is named after. */
export function LogoMark({ className }: { className?: string }) {
  // Gradient ids must be unique per document: the mark appears in the header and the footer at once.
  const gradientId = `logo-gold-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={['logo-mark', className].filter(Boolean).join(' ')} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9b0" />
          <stop offset="0.5" stopColor="#f5b942" />
          <stop offset="1" stopColor="#d9901a" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="20.5" fill="none" stroke="#9a7bff" strokeOpacity="0.55" strokeWidth="1.2" />
      <circle cx="24" cy="24" r="16" fill="none" stroke="#9a7bff" strokeOpacity="0.25" strokeWidth="1" strokeDasharray="1.5 3" />
      <path d="M24 11.5l2.4 10.1L36.5 24l-10.1 2.4L24 36.5l-2.4-10.1L11.5 24l10.1-2.4z" fill="#c4b2ff" opacity="0.55" transform="rotate(45 24 24)" />
      <path d="M24 2l3.4 18.6L46 24l-18.6 3.4L24 46l-3.4-18.6L2 24l18.6-3.4z" fill={`url(#${gradientId})`} />
      <circle cx="24" cy="24" r="2.6" fill="#0b0f1f" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__wordmark">Lodestar</span>
    </span>
  );
}
