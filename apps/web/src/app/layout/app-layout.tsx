import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { useSignout } from '@/features/auth/api';
import { useEmailLinks } from '@/features/auth/use-email-links';
import { useLiveBalances } from '@/features/wallet/api';
import { useIsWatchingCheckouts } from '@/features/payments/watched-checkouts';
import { RealityCheckHost, useRealityCheckDue } from '@/features/reality-check/components/reality-check-host';
import { useHasCookieConsent } from '@/lib/cookie-consent';
import { ChatLauncher } from '@/features/support-chat/chat-launcher';
import { useIsModalOpen } from '@/lib/modal-store';
import { keepFirstScreenScroll } from '../first-screen-scroll';
import { ModalHost } from '../modal-host';
import { CookieNotice } from './cookie-notice';
import { ProcessOverlay } from './process-overlay';
import { RouteProgress } from './route-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WelcomeBanner } from './welcome-banner';
import './app-layout.css';

// Its own chunk, fetched only once the visitor accepted cookies: a visitor who does not is sent no tracking code.
const ConsentedTracking = lazy(() => import('@/features/analytics/components/consented-tracking'));
// Its own chunk, once a checkout was opened: a payment decided after its modal closed is still reported.
const CheckoutOutcomes = lazy(() => import('@/features/payments/components/checkout-outcomes'));

export function AppLayout() {
  const navigation = useNavigation();
  const modalOpen = useIsModalOpen();
  useEmailLinks();
  useLiveBalances();
  const realityCheckDue = useRealityCheckDue();
  const signout = useSignout();
  const cookiesAccepted = useHasCookieConsent();
  const watchingCheckouts = useIsWatchingCheckouts();
  // After ScrollRestoration's own (a child's layout effect runs first), which puts a new page at the top.
  useLayoutEffect(keepFirstScreenScroll, []);

  return (
    <>
      {navigation.state !== 'idle' && <RouteProgress />}
      {/* Behind an open modal the page is inert: it takes no focus or clicks and browsers drop it from the
          accessibility tree (aria-modal alone is not honoured everywhere). It stays rendered, so the balance in
          the header visibly updates while a deposit modal is open. Toasts, the overlay and the modal itself
          live outside it. */}
      <div className="app-shell" inert={modalOpen || realityCheckDue}>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <SiteHeader />
        <WelcomeBanner />
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <CookieNotice />
        <ChatLauncher />
      </div>
      <ModalHost />
      {/* After the modal host: the reality check sits above any modal, and above the game frame. */}
      <RealityCheckHost onLogOut={() => void signout()} />
      {cookiesAccepted && (
        <Suspense fallback={null}>
          <ConsentedTracking />
        </Suspense>
      )}
      {watchingCheckouts && (
        <Suspense fallback={null}>
          <CheckoutOutcomes />
        </Suspense>
      )}
      <ProcessOverlay />
      <ToastViewport />
      {/* Every full page load starts on the key 'default', so by default a typed address would open at the
          scroll position of whatever page was loaded before it in this tab; keying those loads by path keeps a
          reload where it was and starts any other page at the top. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}
