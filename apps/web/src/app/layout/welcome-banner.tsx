import { useSyncExternalStore } from 'react';
import { WELCOME_BANNER_MIN_VIEWPORT_PX, messages } from '@lodestar/contracts/schema-free';
import { Button } from '@/components/button';
import { useSession } from '@/lib/session';
import { useOpenModal } from '@/lib/modal-store';
import './welcome-banner.css';

// SPEC.md §1: the banner shows only when the viewport is *wider* than 1100 px.
const wideViewport = window.matchMedia(`(min-width: ${WELCOME_BANNER_MIN_VIEWPORT_PX + 1}px)`);
const subscribeToViewport = (onChange: () => void) => {
  wideViewport.addEventListener('change', onChange);
  return () => wideViewport.removeEventListener('change', onChange);
};
const isViewportWide = () => wideViewport.matches;

export function WelcomeBanner() {
  const wide = useSyncExternalStore(subscribeToViewport, isViewportWide);
  const session = useSession();
  const openModal = useOpenModal();
  if (!wide) return null;

  return (
    <aside className="welcome-banner" aria-label="Welcome offer">
      <div className="welcome-banner__inner page-container">
        <svg className="welcome-banner__icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M16 2l3.2 10.8L30 16l-10.8 3.2L16 30l-3.2-10.8L2 16l10.8-3.2z" fill="#f5b942" />
        </svg>
        <p className="welcome-banner__text">{messages.welcomeBanner}</p>
        {session.state === 'signed-out' && (
          <Button size="sm" onClick={() => openModal({ kind: 'register' })}>
            Claim your spins
          </Button>
        )}
      </div>
    </aside>
  );
}
