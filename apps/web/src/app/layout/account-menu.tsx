import { Link } from 'react-router';
import type { Profile } from '@lodestar/contracts';
import { playerDisplayName } from '@/features/auth/api';
import { useMenuButton } from '@/lib/use-menu-button';
import { useOpenModal } from '@/lib/modal-store';
import './account-menu.css';

/** The signed-in player's menu button (WAI-ARIA menu button pattern: arrows move, Escape closes). */
export function AccountMenu({ profile }: { profile: Profile }) {
  const { open, close, closeAndRefocus, containerRef, buttonProps, menuProps } = useMenuButton();
  const openModal = useOpenModal();
  const name = playerDisplayName(profile);
  const openFromMenu = (kind: 'deposit' | 'cashout' | 'logout-confirm') => {
    closeAndRefocus();
    openModal({ kind });
  };

  return (
    <div className="account-menu" ref={containerRef}>
      <button {...buttonProps} className="account-menu__button" aria-label="Account menu">
        <span className="account-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="account-menu__name">{name}</span>
        <svg className="account-menu__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul {...menuProps} aria-label="Account" className="account-menu__list">
          <li role="none" className="account-menu__identity">
            <span className="account-menu__identity-name">{name}</span>
            {name !== profile.email && <span className="account-menu__identity-email">{profile.email}</span>}
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/profile/account/general" className="account-menu__item" onClick={close}>
              Profile
            </Link>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={() => openFromMenu('deposit')}>
              Deposit
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={() => openFromMenu('cashout')}>
              Cash out
            </button>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/profile/account/security" className="account-menu__item" onClick={close}>
              Security
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item account-menu__item--logout"
              onClick={() => openFromMenu('logout-confirm')}
            >
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
