import { z } from 'zod';

/**
 * Staff accounts of the back office (/admin): not in SPEC.md, so the roles, permissions and wording are ours.
 * Each role is a fixed set of permissions; nothing is granted one staff member at a time.
 */
export const staffPermissions = [
  'players:read',
  'players:lock',
  'kyc:review',
  'withdrawals:review',
  'withdrawals:configure',
  'balance:adjust',
  'promotions:manage',
  'games:manage',
  'countries:manage',
  'reports:read',
  'audit:read',
  'staff:manage',
  'api-tokens:manage',
  'operations:read',
  'support:chat',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export const staffRoles = ['support', 'risk', 'finance', 'marketing', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The one table of who may do what: the server guards every staff route with it, /admin shows it. */
export const permissionsOfRole: Record<StaffRole, readonly StaffPermission[]> = {
  support: ['players:read', 'players:lock', 'support:chat'],
  risk: ['players:read', 'players:lock', 'kyc:review', 'withdrawals:review', 'operations:read', 'support:chat'],
  finance: ['players:read', 'withdrawals:review', 'withdrawals:configure', 'balance:adjust', 'reports:read', 'operations:read'],
  marketing: ['players:read', 'promotions:manage', 'games:manage', 'reports:read'],
  admin: staffPermissions,
};

/** What each permission lets a staff member do, as the back office home page lists it. */
export const staffPermissionLabels: Record<StaffPermission, string> = {
  'players:read': 'Find players and see their accounts',
  'players:lock': 'Lock and unlock players, end their sessions',
  'kyc:review': 'Review identity and address documents',
  'withdrawals:review': 'Approve and reject withdrawals',
  'withdrawals:configure': 'Set the amount below which withdrawals are approved automatically',
  'balance:adjust': 'Adjust balances, with a reason',
  'promotions:manage': 'Run promotions and coupons',
  'games:manage': 'Manage the game catalogue',
  'countries:manage': 'Manage the countries the site is closed to',
  'reports:read': 'Read reports',
  'audit:read': 'Read the audit log',
  'staff:manage': 'Manage staff accounts',
  'api-tokens:manage': 'Issue and revoke staff API tokens',
  'operations:read': 'See error reports and reconciliation checks',
  'support:chat': 'Answer live chats with players and visitors',
};

/** The back office signs a staff member out after this long without a call (each call restarts it). */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** However active, a staff session ends after this long: sign in again, with a fresh code. */
export const STAFF_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A password-setup link works once, within this time. */
export const STAFF_SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const STAFF_SESSION_COOKIE_NAME = 'lodestar_staff';
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const STAFF_API = '/api/staff';
export const staffPaths = {
  /** GET: the account a setup link is for and its authenticator secret; POST: password + first code. */
  setup: `${STAFF_API}/setup/:token`,
  signIn: `${STAFF_API}/sign-in`,
  signOut: `${STAFF_API}/sign-out`,
  /** GET: the signed-in staff member and what their role may do. */
  me: `${STAFF_API}/me`,
  /** GET: the tokens; POST: issue one. */
  apiTokens: `${STAFF_API}/api-tokens`,
  revokeApiToken: `${STAFF_API}/api-tokens/:id/revoke`,
  /** GET: every staff account; POST: a new one, answered with its one-time setup link. */
  members: `${STAFF_API}/members`,
  disableMember: `${STAFF_API}/members/:id/disable`,
  enableMember: `${STAFF_API}/members/:id/enable`,
  changeRole: `${STAFF_API}/members/:id/role`,
  /** A lost authenticator or an expired link: a new secret and link; password and sessions are gone until it is used. */
  resetMember: `${STAFF_API}/members/:id/reset`,
} as const;

export const staffMessages = {
  invalidCredentials: 'Wrong email, password or code',
  setupLinkInvalid: 'This setup link is invalid, used or expired. Ask an admin for a new one.',
  setupDone: 'Your account is ready. Sign in with your password and a code from your authenticator app.',
  forbidden: 'Your role does not allow this',
  sessionExpired: 'You were signed out after 15 minutes without activity',
  permissionsBeyondIssuer: 'A token can only carry permissions you have yourself',
  signedOut: 'Signed out',
  tokenRevoked: 'Token revoked',
  notOnYourself: 'You cannot change your own account: ask another admin',
  alreadyDisabled: 'This account is disabled already',
  alreadyEnabled: 'This account is enabled already',
  sameRole: 'This account has that role already',
  staffNotFound: 'No such staff account',
} as const;

const totpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
const staffEmail = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());

export const staffSetupParams = z.object({ token: z.string().min(20).max(100) });
export const staffSetupInfo = z.object({ email: z.string(), role: z.enum(staffRoles), totpSecret: z.string(), otpauthUri: z.string() });
export const staffSetupRequest = z.object({
  password: z.string().min(STAFF_PASSWORD_MIN_LENGTH, `At least ${STAFF_PASSWORD_MIN_LENGTH} characters`).max(200),
  code: totpCode,
});
export type StaffSetupInfo = z.infer<typeof staffSetupInfo>;
export type StaffSetupRequest = z.infer<typeof staffSetupRequest>;

export const staffSignInRequest = z.object({ email: staffEmail, password: z.string().min(1).max(200), code: totpCode });
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

export const staffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(staffRoles),
  permissions: z.array(z.enum(staffPermissions)),
  idleTimeoutSeconds: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffMessageResponse = z.object({ message: z.string() });

export const issueStaffApiTokenRequest = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z.array(z.enum(staffPermissions)).min(1),
});
export type IssueStaffApiTokenRequest = z.infer<typeof issueStaffApiTokenRequest>;
export const staffApiTokenSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: z.array(z.enum(staffPermissions)),
  issuedBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type StaffApiTokenSummary = z.infer<typeof staffApiTokenSummary>;
export const issuedStaffApiToken = staffApiTokenSummary.extend({ token: z.string() });
export const staffApiTokenList = z.object({ tokens: z.array(staffApiTokenSummary) });
export const staffApiTokenIdParams = z.object({ id: z.uuid() });

export const staffMemberStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffMemberStatus = (typeof staffMemberStatuses)[number];

export const staffMemberSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** invited: the setup link is not used yet; disabled: no session or token of it works. */
  status: z.enum(staffMemberStatuses),
  createdAt: z.string(),
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummary>;
export const staffMemberList = z.object({ members: z.array(staffMemberSummary) });
export const staffMemberIdParams = z.object({ id: z.uuid() });

export const createStaffMemberRequest = z.object({ email: staffEmail, role: z.enum(staffRoles) });
export type CreateStaffMemberRequest = z.infer<typeof createStaffMemberRequest>;
/** The setup link is answered once: only its hash is stored. */
export const staffSetupLinkResponse = z.object({ member: staffMemberSummary, setupLink: z.string() });

const staffChangeReason = z.string().trim().min(1, 'Give a reason').max(500);
export const staffMemberReasonRequest = z.object({ reason: staffChangeReason });
export type StaffMemberReasonRequest = z.infer<typeof staffMemberReasonRequest>;
export const changeStaffRoleRequest = z.object({ role: z.enum(staffRoles), reason: staffChangeReason });
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequest>;
