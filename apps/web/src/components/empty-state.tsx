import type { ReactNode } from 'react';
import './empty-state.css';

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  /** Follow-up actions (a link to the lobby, a support address). */
  actions?: ReactNode;
  /** h2 on a page of its own, h3 inside a page that already has section headings. */
  headingLevel?: 2 | 3;
}

/** What a page says honestly while its content does not exist yet. */
export function EmptyState({ title, children, actions, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="empty-state">
      <svg className="empty-state__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id="empty-state-glow" cx="50%" cy="50%" r="50%">
            <stop offset="0" stopColor="#f5b942" stopOpacity="0.45" />
            <stop offset="1" stopColor="#f5b942" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="empty-state-star" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe29a" />
            <stop offset="1" stopColor="#e39a1f" />
          </linearGradient>
        </defs>
        <circle cx="60" cy="60" r="56" fill="url(#empty-state-glow)" />
        <circle cx="60" cy="60" r="40" fill="none" stroke="#9a7bff" strokeOpacity="0.45" strokeDasharray="3 6" />
        <path d="M60 26l6 28 28 6-28 6-6 28-6-28-28-6 28-6z" fill="url(#empty-state-star)" />
        <circle cx="60" cy="60" r="4" fill="#0b0f1f" />
        <circle cx="22" cy="30" r="1.6" fill="#c4b2ff" />
        <circle cx="98" cy="24" r="1.2" fill="#ffdd8a" />
        <circle cx="100" cy="92" r="1.8" fill="#c4b2ff" />
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      <div className="empty-state__text">{children}</div>
      {actions && <div className="empty-state__actions">{actions}</div>}
    </section>
  );
}
