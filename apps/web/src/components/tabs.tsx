import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology ('Deposit method'). */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}

/**
 * The tab view of the money modals (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move and
 * select; only the selected tab is in the Tab order.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected);

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} className="tabs__panel" tabIndex={-1}>
          {current.content}
        </div>
      )}
    </div>
  );
}
