import { Link, NavLink } from 'react-router';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';
import { useSession } from '@/lib/session';
import { WalletMenu } from '@/features/wallet/components/wallet-menu';
import { useOpenModal } from '@/lib/modal-store';
import { AccountMenu } from './account-menu';
import './site-header.css';

const navigationLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/games', label: 'Games', end: false },
];

export function SiteHeader() {
  const session = useSession();
  const openModal = useOpenModal();

  return (
    <header className="site-header">
      <div className={`site-header__inner page-container${session.state === 'signed-in' ? ' site-header__inner--player' : ''}`}>
        <Link to="/" className="site-header__brand">
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {navigationLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="site-header__nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="site-header__search" aria-label="Search games" onClick={() => openModal({ kind: 'search' })}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="site-header__search-label" aria-hidden="true">
            Search
          </span>
        </button>
        <div className="site-header__account">
          {session.state === 'signed-in' && (
            <>
              <WalletMenu />
              <Button size="sm" className="site-header__deposit" onClick={() => openModal({ kind: 'deposit' })}>
                Deposit
              </Button>
              <AccountMenu profile={session.profile} />
            </>
          )}
          {session.state === 'signed-out' && (
            <>
              <Button variant="secondary" size="sm" onClick={() => openModal({ kind: 'login' })}>
                Log in
              </Button>
              <Button size="sm" onClick={() => openModal({ kind: 'register' })}>
                Register
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
