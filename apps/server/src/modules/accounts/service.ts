import type { FastifyBaseLogger } from 'fastify';
import type { EmailStatus } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import type { CaptchaVerifier } from '../../platform/captcha.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { PasswordHasher } from '../../platform/password-hashing.ts';
import type { AccountsContext, AuthenticatedSession, RegistrationCodeHook } from './account-context.ts';
import { changePassword } from './change-password.ts';
import { confirmEmail, resendConfirmation } from './confirm-email.ts';
import { classifyEmail } from './email-policy.ts';
import { requestPasswordReset } from './forgot-password.ts';
import { getAccount } from './get-account.ts';
import { listSessions, recordGameActivity, resolveSession, revokeSession, signOut } from './player-sessions.ts';
import { register } from './register.ts';
import { resetPassword } from './reset-password.ts';
import { completeSecondFactorSignin } from './second-factor-signin.ts';
import { signIn } from './sign-in.ts';
import { disableTwoFactor, enableTwoFactor, enrolTwoFactor, renewRecoveryCodes, securityOverview } from './two-factor.ts';

export type { AuthenticatedSession, RequestContext } from './account-context.ts';
export type { AccountSummary } from './get-account.ts';
export { signinBlockDuration } from './sign-in.ts';

export interface AccountsServiceDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** Hashes new passwords at the configured cost (verifying needs none: see verifyPassword). */
  passwordHasher: PasswordHasher;
  log: FastifyBaseLogger;
  /** Runs mail sends off the request path; the app drains it on close. */
  background: BackgroundTasks;
  now?: () => Date;
  breakGate?: (playerId: string) => Promise<void>;
  registrationCodeHook?: RegistrationCodeHook;
  events: DomainEvents;
  restrictedCountries: () => Promise<readonly string[]>;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The accounts use cases (one file each) on one context; callers see the same service whatever file holds a case. */
export function createAccountsService({ now = () => new Date(), ...deps }: AccountsServiceDeps) {
  const context: AccountsContext = { ...deps, now };
  /** When this process last recorded game activity per player (see recordGameActivity). */
  const lastGameActivity = new Map<string, number>();

  return {
    validateEmail: (email: string): EmailStatus => classifyEmail(email, context.config.BLOCKED_EMAIL_DOMAINS),
    register: (...args: DropContext<typeof register>) => register(context, ...args),
    signin: (...args: DropContext<typeof signIn>) => signIn(context, ...args),
    signout: (sessionToken: string | undefined) => signOut(context, sessionToken),
    authenticate: (sessionToken: string | undefined) => resolveSession(context, sessionToken),
    /** Throws responsible gambling's 451 for a player on a time-out or self-exclusion. */
    assertNotOnBreak: async (playerId: string): Promise<void> => context.breakGate?.(playerId),
    recordGameActivity: (playerId: string) => recordGameActivity(context, lastGameActivity, playerId),
    getAccount: (playerId: string) => getAccount(context, playerId),
    requestPasswordReset: (rawEmail: string) => requestPasswordReset(context, rawEmail),
    resetPassword: (...args: DropContext<typeof resetPassword>) => resetPassword(context, ...args),
    changePassword: (...args: DropContext<typeof changePassword>) => changePassword(context, ...args),
    confirmEmail: (token: string) => confirmEmail(context, token),
    resendConfirmation: (playerId: string) => resendConfirmation(context, playerId),
    listSessions: (session: AuthenticatedSession) => listSessions(context, session),
    revokeSession: (session: AuthenticatedSession, sessionId: string) => revokeSession(context, session, sessionId),
    completeSecondFactorSignin: (...args: DropContext<typeof completeSecondFactorSignin>) => completeSecondFactorSignin(context, ...args),
    securityOverview: (session: AuthenticatedSession) => securityOverview(context, session),
    enrolTwoFactor: (session: AuthenticatedSession) => enrolTwoFactor(context, session),
    enableTwoFactor: (session: AuthenticatedSession, code: string) => enableTwoFactor(context, session, code),
    disableTwoFactor: (session: AuthenticatedSession, code: string) => disableTwoFactor(context, session, code),
    renewRecoveryCodes: (session: AuthenticatedSession, code: string) => renewRecoveryCodes(context, session, code),
  };
}

/** A use case's parameters after its context. */
type DropContext<UseCase> = UseCase extends (context: AccountsContext, ...rest: infer Rest) => unknown ? Rest : never;
