/** A cut emerald, drawn in a 100×100 box. */
export function GemIcon() {
  return (
    <svg className="mines-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mines-gem" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9dffd0" />
          <stop offset="0.45" stopColor="#27d889" />
          <stop offset="1" stopColor="#0a7a4a" />
        </linearGradient>
      </defs>
      <path d="M28 20h44l20 22-42 44L8 42z" fill="url(#mines-gem)" stroke="#064d2f" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M28 20l10 22h24l10-22M8 42h84M38 42l12 44 12-44" fill="none" stroke="#eafff5" strokeOpacity=".55" strokeWidth="2" />
      <path d="M38 42l12-22 12 22z" fill="#fff" opacity=".35" />
      <path d="M28 20l10 22H8z" fill="#fff" opacity=".25" />
      <path d="M76 14q2 8 10 10-8 2-10 10-2-8-10-10 8-2 10-10z" fill="#fff" />
    </svg>
  );
}

/** A round sea mine with spikes and a lit fuse glint. */
export function MineIcon() {
  return (
    <svg className="mines-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="mines-mine" cx="0.38" cy="0.34" r="0.7">
          <stop offset="0" stopColor="#7a7f99" />
          <stop offset="0.55" stopColor="#2a2d3d" />
          <stop offset="1" stopColor="#0c0d14" />
        </radialGradient>
      </defs>
      <g stroke="#1a1b26" strokeWidth="7" strokeLinecap="round">
        <path d="M50 10v14M50 76v14M10 50h14M76 50h14M22 22l10 10M68 68l10 10M78 22L68 32M32 68L22 78" />
      </g>
      <g fill="#ff5a5f">
        <circle cx="50" cy="10" r="5" />
        <circle cx="50" cy="90" r="5" />
        <circle cx="10" cy="50" r="5" />
        <circle cx="90" cy="50" r="5" />
      </g>
      <circle cx="50" cy="50" r="28" fill="url(#mines-mine)" stroke="#0c0d14" strokeWidth="2" />
      <ellipse cx="41" cy="39" rx="9" ry="6" fill="#fff" opacity=".35" transform="rotate(-30 41 39)" />
    </svg>
  );
}
