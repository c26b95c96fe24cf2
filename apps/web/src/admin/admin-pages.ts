import type { StaffPermission } from '@lodestar/contracts';

/** The back office's pages: the bar and the home page list those the signed-in staff member's role may use. */
export const adminPages: { to: string; label: string; purpose: string; permission: StaffPermission }[] = [
  { to: '/admin/players', label: 'Players', purpose: 'find a player, see everything about them and act on it', permission: 'players:read' },
  { to: '/admin/verification', label: 'Verification', purpose: 'identity and address documents waiting for a decision', permission: 'kyc:review' },
  {
    to: '/admin/withdrawals',
    label: 'Withdrawals',
    purpose: 'cashouts waiting for a decision, with their risk signals',
    permission: 'withdrawals:review',
  },
  { to: '/admin/chat', label: 'Chat', purpose: 'live chats with players and visitors', permission: 'support:chat' },
  { to: '/admin/reports', label: 'Reports', purpose: 'daily revenue, payments and bonus cost', permission: 'reports:read' },
  { to: '/admin/promotions', label: 'Promotions', purpose: 'coupons and deposit tiers', permission: 'promotions:manage' },
  { to: '/admin/games', label: 'Games', purpose: 'the lobby: games on or off, categories, featured and top order', permission: 'games:manage' },
  { to: '/admin/countries', label: 'Countries', purpose: 'countries the site is closed to', permission: 'countries:manage' },
  {
    to: '/admin/reconciliation',
    label: 'Reconciliation',
    purpose: 'deposits and game rounds stuck pending, and the ledger check',
    permission: 'operations:read',
  },
  { to: '/admin/errors', label: 'Errors', purpose: 'crashes of the web app', permission: 'operations:read' },
  { to: '/admin/staff', label: 'Staff', purpose: 'staff accounts and their roles', permission: 'staff:manage' },
  { to: '/admin/api-tokens', label: 'API tokens', purpose: 'tokens for the operator commands', permission: 'api-tokens:manage' },
];

export const pagesFor = (permissions: readonly StaffPermission[]) => adminPages.filter((page) => permissions.includes(page.permission));
