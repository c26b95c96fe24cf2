import { useId, type ReactNode } from 'react';

/** A titled part of a studio panel: screen readers list it as a region named by its heading. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="studio-panel__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="studio-panel__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}
