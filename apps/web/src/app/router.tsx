// First: the router starts loading the first page as it is created, with the page's own answers already seeded.
import './seed-boot-state';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { catalogueQueryOptions } from '@/features/games/api';
import { queryClient } from '@/lib/query-client';
import { adminRoutes } from '../admin/admin-routes';
import { CountryGate } from './country-gate';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './error-page';
import { PageLoading } from './layout/page-loading';

/**
 * Every page is its own chunk, loaded by the router's `lazy` so the layout can show the transition bar
 * (useNavigation) while it downloads.
 */
const profileRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/profile/profile-index').then((m) => ({ Component: m.ProfileIndex })) },
  { path: 'details', lazy: () => import('./routes/profile/details-page').then((m) => ({ Component: m.DetailsPage })) },
  {
    path: 'verification',
    lazy: () => import('./routes/profile/verification-page').then((m) => ({ Component: m.VerificationPage })),
  },
  {
    path: 'available-promotions',
    lazy: () => import('./routes/profile/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  },
  {
    path: 'account/general',
    lazy: () => import('./routes/profile/general-page').then((m) => ({ Component: m.GeneralPage })),
  },
  {
    path: 'account/security',
    lazy: () => import('./routes/profile/security-page').then((m) => ({ Component: m.SecurityPage })),
  },
  {
    path: 'account/self-exclusion',
    lazy: () => import('./routes/profile/self-exclusion-page').then((m) => ({ Component: m.SelfExclusionPage })),
  },
  {
    path: 'account/reality-check',
    lazy: () => import('./routes/profile/reality-check-page').then((m) => ({ Component: m.RealityCheckPage })),
  },
  {
    path: 'account/statement',
    lazy: () => import('./routes/profile/statement-page').then((m) => ({ Component: m.StatementPage })),
  },
  { path: 'account/limits', lazy: () => import('./routes/profile/limits-page').then((m) => ({ Component: m.LimitsPage })) },
];

/**
 * SPEC.md §4's country gate closes the player site only: the back office (/admin, its own tree below) is for staff
 * wherever they are, and its sign-in is protected by a password and TOTP instead.
 */
function GatedPlayerSite() {
  return (
    <CountryGate>
      <AppLayout />
    </CountryGate>
  );
}

/**
 * The lobby and a game's page show nothing but a spinner until the catalogue answers: its call starts beside the
 * page's chunk download, not once the chunk has run (issue 12: one round trip less before the first screen).
 */
function withCatalogue<Route>(loadPage: () => Promise<Route>): () => Promise<Route> {
  return () => {
    void queryClient.prefetchQuery(catalogueQueryOptions);
    return loadPage();
  };
}

/**
 * The site's router. Creating it starts the first page's navigation (matching, the page's chunk, its loaders), some
 * 20 ms of main thread on a desktop CPU: start-site.tsx does it in a task of its own, not in the task that evaluates
 * the site's code (issue 12, total blocking time).
 */
export const createSiteRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      Component: GatedPlayerSite,
      // A page that throws while rendering is replaced, with the whole site, by the 500 page. The error was
      // already reported, with its component stack, by createRoot's onCaughtError (main.tsx).
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: [
        { index: true, lazy: () => import('./routes/home/home-page').then((m) => ({ Component: m.HomePage })) },
        { path: 'terms', lazy: () => import('./routes/terms-page').then((m) => ({ Component: m.TermsPage })) },
        {
          path: 'privacy-policy',
          lazy: () => import('./routes/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
        },
        { path: 'games', lazy: withCatalogue(() => import('./routes/games-page').then((m) => ({ Component: m.GamesPage }))) },
        { path: 'game/:name', lazy: withCatalogue(() => import('./routes/game-page').then((m) => ({ Component: m.GamePage }))) },
        { path: 'fairness', lazy: () => import('./routes/fairness/fairness-page').then((m) => ({ Component: m.FairnessPage })) },
        {
          path: 'profile',
          lazy: () => import('./routes/profile/profile-layout').then((m) => ({ Component: m.ProfileLayout })),
          children: profileRoutes,
        },
        {
          path: 'unsubscribe/:token',
          lazy: () => import('./routes/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
        },
        {
          path: 'responsible-gambling',
          lazy: () => import('./routes/responsible-gambling-page').then((m) => ({ Component: m.ResponsibleGamblingPage })),
        },
        { path: 'dev/crash', lazy: () => import('./routes/dev-crash-page').then((m) => ({ Component: m.DevCrashPage })) },
        { path: '*', lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
    { ...adminRoutes, ErrorBoundary: RouteErrorPage, HydrateFallback: PageLoading },
  ]);

export type SiteRouter = ReturnType<typeof createSiteRouter>;

/**
 * Resolves once the first page's chunk has arrived (or failed: the router then shows the error page). Rendering after
 * it paints that page complete in one go, over the server's pre-rendered first screen where there is one, instead of
 * a spinner that the page then pushes around.
 */
export function firstPageLoaded(router: SiteRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
