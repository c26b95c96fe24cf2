import './profile.css';

interface VerificationBadgeProps {
  verified: boolean;
  /** What is (not) verified, for the accessible name: 'Email verified'. */
  subject: string;
}

export function VerificationBadge({ verified, subject }: VerificationBadgeProps) {
  const label = `${subject} ${verified ? 'verified' : 'not verified'}`;
  return (
    <span className={`verification-badge verification-badge--${verified ? 'yes' : 'no'}`} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.18" />
        {verified ? (
          <path d="M5.8 10.4l2.8 2.8 5.6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M10 5.5v5.5M10 14v.3" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}
