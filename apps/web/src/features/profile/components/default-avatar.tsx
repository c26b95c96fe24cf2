/** The avatar every player has until avatars can be chosen. */
export function DefaultAvatar() {
  return (
    <svg className="default-avatar" viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="default-avatar-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b3fd1" />
          <stop offset="1" stopColor="#1a2146" />
        </linearGradient>
        <linearGradient id="default-avatar-figure" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="1" stopColor="#e39a1f" />
        </linearGradient>
      </defs>
      <circle cx="40" cy="40" r="39" fill="url(#default-avatar-bg)" stroke="#f5b942" strokeOpacity="0.6" strokeWidth="2" />
      <circle cx="40" cy="31" r="12" fill="url(#default-avatar-figure)" />
      <path d="M17 66c3-12 12-19 23-19s20 7 23 19a38 38 0 01-46 0z" fill="url(#default-avatar-figure)" />
    </svg>
  );
}
