import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import type { StaffPermission } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { pagesFor } from './admin-pages';

/**
 * The links to the back office's pages: a row under the brand on a wide screen; on a narrow one a disclosure
 * (WAI-ARIA disclosure navigation, not a menu role: these are links to pages) behind a Menu button. Opening puts
 * the focus on the first link; Escape, a press outside, the focus leaving or following a link close it, and the
 * focus goes back to the button wherever it would otherwise be lost with the hidden links.
 */
export function AdminNavigation({ permissions }: { permissions: readonly StaffPermission[] }) {
  const [open, setOpen] = useState(false);
  const navigationId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigationRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    navigationRef.current?.querySelector('a')?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navigationRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const closeAndRefocus = () => {
    if (!open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    closeAndRefocus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !navigationRef.current?.contains(next) && !buttonRef.current?.contains(next)) setOpen(false);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        className="admin__menu-button"
        aria-expanded={open}
        aria-controls={navigationId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={closeOnEscape}
      >
        Menu
      </Button>
      <nav
        id={navigationId}
        ref={navigationRef}
        className={`admin__nav${open ? ' admin__nav--open' : ''}`}
        aria-label="Back office"
        onKeyDown={closeOnEscape}
        onBlur={closeWhenFocusLeaves}
      >
        <NavLink to="/admin" end className="admin__nav-link" onClick={closeAndRefocus}>
          Home
        </NavLink>
        {pagesFor(permissions).map((page) => (
          <NavLink key={page.to} to={page.to} className="admin__nav-link" onClick={closeAndRefocus}>
            {page.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
