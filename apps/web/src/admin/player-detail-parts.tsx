import type { ReactNode } from 'react';

/** One panel of the player detail; `wide` spans both columns. */
export function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`admin-panel${wide ? ' admin-panel--wide' : ''}`} aria-label={title}>
      <h2 className="admin-panel__title">{title}</h2>
      {children}
    </section>
  );
}

export const Empty = ({ children }: { children: ReactNode }) => <p className="admin__muted admin-panel__empty">{children}</p>;

/**
 * A table that scrolls inside its panel (sideways on a narrow screen, down past a dozen rows): a named region a
 * keyboard can focus, so the rows out of view can be reached without a mouse.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap admin-table-wrap--scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table admin-table--compact">{children}</table>
    </div>
  );
}

/** A right-aligned column head of amounts. */
export const NumberHead = ({ children }: { children: ReactNode }) => (
  <th scope="col" className="admin-num">
    {children}
  </th>
);

const statusTones: Record<string, 'ok' | 'warn' | 'danger'> = {
  COMPLETED: 'ok',
  APPROVED: 'ok',
  PAID: 'ok',
  approved: 'ok',
  completed: 'ok',
  active: 'ok',
  PENDING: 'warn',
  pending: 'warn',
  FAILED: 'danger',
  DECLINED: 'danger',
  REJECTED: 'danger',
  rejected: 'danger',
  forfeited: 'danger',
};

/** A status as a coloured badge: green done, amber waiting, red refused or lost; anything else neutral. */
export function StatusBadge({ status }: { status: string }) {
  const tone = statusTones[status];
  return <span className={`admin-badge${tone ? ` admin-badge--${tone}` : ''}`}>{status.toLowerCase()}</span>;
}
