import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@lodestar/contracts';
import { playerDisplayName } from '@/features/auth/api';
import { useOpenModal } from '@/lib/modal-store';
import './account-menu.css';

/** The signed-in player's menu button (WAI-ARIA menu button pattern: arrows move, Escape closes). */
export function AccountMenu({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const openModal = useOpenModal();
  const name = playerDisplayName(profile);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

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
    if (event.key !== 'Tab') event.preventDefault();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleButtonKeyDown}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="account-menu__name">{name}</span>
        <svg className="account-menu__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" aria-label="Account" className="account-menu__list" onKeyDown={handleMenuKeyDown}>
          <li role="none" className="account-menu__identity">
            <span className="account-menu__identity-name">{name}</span>
            {name !== profile.email && <span className="account-menu__identity-email">{profile.email}</span>}
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/profile/account/general" className="account-menu__item" onClick={() => setOpen(false)}>
              Profile
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/profile/account/security" className="account-menu__item" onClick={() => setOpen(false)}>
              Security
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item account-menu__item--logout"
              onClick={() => {
                setOpen(false);
                openModal({ kind: 'logout-confirm' });
              }}
            >
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
