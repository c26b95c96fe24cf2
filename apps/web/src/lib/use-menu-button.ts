import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * The WAI-ARIA menu button pattern shared by the header's menus: the button opens the menu (also with the
 * arrow keys), focus moves to the first item (or the checked one), arrows, Home and End move between items,
 * Escape closes and gives the focus back, Tab and a press outside close.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const close = () => setOpen(false);
  const closeAndRefocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(all.length - 1);
    else if (event.key === 'Escape') closeAndRefocus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') {
      event.preventDefault();
      // An Escape inside a header menu must not reach a modal's handler (none is open, but be explicit).
      event.stopPropagation();
    }
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return {
    open,
    close,
    /** Closes and puts the focus back on the button: for items that open a modal, so the modal returns it there. */
    closeAndRefocus,
    containerRef,
    menuRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
      onKeyDown: handleButtonKeyDown,
    },
    menuProps: {
      id: menuId,
      ref: menuRef,
      role: 'menu' as const,
      onKeyDown: handleMenuKeyDown,
    },
  };
}
