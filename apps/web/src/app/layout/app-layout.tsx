import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSignout } from '@/features/auth/api';
import { useEmailLinks } from '@/features/auth/use-email-links';
import { useLiveBalances } from '@/features/wallet/api';
import { useIsWatchingCheckouts } from '@/features/payments/watched-checkouts';
import { RealityCheckHost, useRealityCheckDue } from '@/features/reality-check/components/reality-check-host';
import { useHasCookieConsent } from '@/lib/cookie-consent';
import { useIsModalOpen } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { keepFirstScreenScroll } from '../first-screen-scroll';
import { RouteProgress } from './route-progress';
import { SiteHeader } from './site-header';
import { SiteShell } from './site-shell';
import { WelcomeBanner } from './welcome-banner';
import './app-layout.css';

// Its own chunk, fetched only once the visitor accepted cookies: a visitor who does not is sent no tracking code.
const ConsentedTracking = lazy(() => import('@/features/analytics/components/consented-tracking'));
// Its own chunk, once a checkout was opened: a payment decided after its modal closed is still reported.
const CheckoutOutcomes = lazy(() => import('@/features/payments/components/checkout-outcomes'));
// Its own chunk, for players on a break only: its payment, verification and statement cards parse with zod, which
// the first load of everyone else's pages must not download (the 150 KB first-load budget).
const WithdrawOnlySite = lazy(() => import('./withdraw-only-site').then((module) => ({ default: module.WithdrawOnlySite })));

/** A player on a time-out or self-exclusion gets the withdraw-only site; everyone else the full one. */
export function AppLayout() {
  const { profile } = useSession();
  if (!profile?.runningBreak) return <FullSite />;
  const verified = profile.idVerification.verified && profile.billVerification.verified;
  return (
    <Suspense fallback={null}>
      <WithdrawOnlySite runningBreak={profile.runningBreak} verified={verified} />
    </Suspense>
  );
}

function FullSite() {
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
      <SiteShell
        header={
          <>
            <SiteHeader />
            <WelcomeBanner />
          </>
        }
        inert={modalOpen || realityCheckDue}
        overlays={
          <>
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
            {/* Every full page load starts on the key 'default', so by default a typed address would open at the
                scroll position of whatever page was loaded before it in this tab; keying those loads by path keeps a
                reload where it was and starts any other page at the top. */}
            <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
          </>
        }
      >
        <Outlet />
      </SiteShell>
    </>
  );
}
