import type { RouteObject } from 'react-router';

/**
 * The back office's route tree. Every page, the layout included, is its own chunk: the player site's first
 * screen loads none of it.
 */
export const adminRoutes: RouteObject = {
  path: '/admin',
  lazy: () => import('./admin-layout').then((m) => ({ Component: m.AdminLayout })),
  children: [
    { index: true, lazy: () => import('./home-page').then((m) => ({ Component: m.AdminHomePage })) },
    { path: 'players', lazy: () => import('./players-page').then((m) => ({ Component: m.AdminPlayersPage })) },
    { path: 'players/:id', lazy: () => import('./player-detail-page').then((m) => ({ Component: m.AdminPlayerDetailPage })) },
    { path: 'promotions', lazy: () => import('./promotions-page').then((m) => ({ Component: m.AdminPromotionsPage })) },
    { path: 'errors', lazy: () => import('./errors-page').then((m) => ({ Component: m.AdminErrorsPage })) },
    { path: 'errors/:id', lazy: () => import('./errors-page').then((m) => ({ Component: m.AdminErrorDetailPage })) },
    { path: 'chat', lazy: () => import('./chat-page').then((m) => ({ Component: m.AdminChatPage })) },
    { path: 'games', lazy: () => import('./games-page').then((m) => ({ Component: m.AdminGamesPage })) },
    { path: 'countries', lazy: () => import('./countries-page').then((m) => ({ Component: m.AdminCountriesPage })) },
    { path: 'reconciliation', lazy: () => import('./reconciliation-page').then((m) => ({ Component: m.AdminReconciliationPage })) },
    { path: 'reports', lazy: () => import('./reports-page').then((m) => ({ Component: m.AdminReportsPage })) },
    { path: 'verification', lazy: () => import('./verification-page').then((m) => ({ Component: m.AdminVerificationPage })) },
    { path: 'withdrawals', lazy: () => import('./withdrawals-page').then((m) => ({ Component: m.AdminWithdrawalsPage })) },
    { path: 'staff', lazy: () => import('./staff-members-page').then((m) => ({ Component: m.AdminStaffMembersPage })) },
    { path: 'api-tokens', lazy: () => import('./api-tokens-page').then((m) => ({ Component: m.AdminApiTokensPage })) },
    { path: 'sign-in', lazy: () => import('./sign-in-page').then((m) => ({ Component: m.AdminSignInPage })) },
    { path: 'setup/:token', lazy: () => import('./setup-page').then((m) => ({ Component: m.AdminSetupPage })) },
  ],
};
