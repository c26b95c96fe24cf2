import type { CardTier, PaymentGatewayCode } from '@lodestar/contracts';

/** Small marks for the method list: a generic glyph per method, never a copy of a payment brand's logo. */
export function MethodIcon({ code }: { code: PaymentGatewayCode }) {
  switch (code) {
    case 'CREDIT_CARD':
      return (
        <svg className="method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect x="4" y="9" width="32" height="22" rx="4" fill="#2b3a8c" />
          <rect x="4" y="14" width="32" height="4.5" fill="#0b0f1f" opacity="0.7" />
          <rect x="8" y="22" width="9" height="5" rx="1.2" fill="#f5b942" />
          <circle cx="27" cy="25" r="3" fill="#ff8f8f" opacity="0.9" />
          <circle cx="30.5" cy="25" r="3" fill="#f5b942" opacity="0.85" />
        </svg>
      );
    case 'INTERACT':
      return (
        <svg className="method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect x="4" y="4" width="32" height="32" rx="8" fill="#f4c430" />
          <path d="M12 17h14l-4-4M28 23H14l4 4" fill="none" stroke="#1d1303" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'MI_FINITY':
      return (
        <svg className="method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect x="4" y="4" width="32" height="32" rx="8" fill="#1e2a5a" />
          <path d="M9 20c0-4 5-6 8-3l6 6c3 3 8 1 8-3s-5-6-8-3l-6 6c-3 3-8 1-8-3z" fill="none" stroke="#5ee6a8" strokeWidth="2.6" />
        </svg>
      );
    case 'JETON':
      return (
        <svg className="method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect x="4" y="4" width="32" height="32" rx="8" fill="#ff6a2b" />
          <path d="M22 11v12a5 5 0 01-9.5 2" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" />
        </svg>
      );
    default:
      return (
        <svg className="method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect x="4" y="4" width="32" height="32" rx="8" fill="#2a3360" />
          <path d="M10 17l10-6 10 6M12 18v9M17 18v9M23 18v9M28 18v9M10 29h20" fill="none" stroke="#c4b2ff" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
  }
}

const tierColours: Record<CardTier, [string, string]> = {
  Ruby: ['#ff5d7a', '#b3123a'],
  Diamond: ['#bfeaff', '#4aa8e0'],
  Platinum: ['#eef1ff', '#9aa2cf'],
  Gem: ['#7ef0b8', '#17a06a'],
};

/** A cut stone in the tier's colour. */
export function TierIcon({ tier }: { tier: CardTier }) {
  const [light, dark] = tierColours[tier];
  return (
    <svg className="tier-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M9 6h14l6 7-13 14L3 13z" fill={dark} />
      <path d="M9 6h14l-3 7h-8z" fill={light} />
      <path d="M3 13h26L16 27z" fill={dark} opacity="0.85" />
      <path d="M12 13h8l-4 14z" fill={light} opacity="0.75" />
    </svg>
  );
}
