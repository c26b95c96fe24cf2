import type { FastifyBaseLogger } from 'fastify';
import { messages, PASSWORD_HISTORY_SIZE, SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import type { CaptchaVerifier } from '../../platform/captcha.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import { judgePasswordStrength, passwordWeaknessMessage, type PasswordOwner } from '@lodestar/contracts/password-strength';
import {
  AccountCoolingOff,
  AccountLocked,
  CountryBlocked,
  PasswordRejected,
  PasswordTooCommon,
  PasswordTooWeak,
} from '../../platform/domain-errors.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { verifyPassword, type PasswordHasher } from '../../platform/password-hashing.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import { confirmationMail } from './account-mails.ts';
import { accountsRepo as repo, type PlayerRow } from './repo.ts';
import type { AccountTokenPurpose } from './schema.ts';

/** What every accounts use case may work with: service.ts builds it once from the module's deps. */
export interface AccountsContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** Hashes new passwords at the configured cost (verifying needs none: see verifyPassword). */
  passwordHasher: PasswordHasher;
  log: FastifyBaseLogger;
  /** Runs mail sends off the request path; the app drains it on close. */
  background: BackgroundTasks;
  now: () => Date;
  /**
   * Refuses a player on a time-out or self-exclusion, by responsible gambling's error: the session guard asks it on
   * every call outside the withdraw-only site. Sign-in does not: such a player signs in to take their money.
   */
  breakGate?: (playerId: string) => Promise<void>;
  /** Honours the bonus code typed at registration (the promotions module's answer, passed in by app.ts). */
  registrationCodeHook?: RegistrationCodeHook;
  /** Where a completed registration is announced (analytics counts it). */
  events: DomainEvents;
  /** The countries the site is closed to (the geo module's list, kept in the back office). */
  restrictedCountries: () => Promise<readonly string[]>;
}

export type RegistrationCodeHook = (registered: { playerId: string; currency: string; code: string }) => Promise<void>;

/** Where a request comes from: recorded on sessions and failures, checked against restricted countries. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  isoCode: string | undefined;
}

export interface AuthenticatedSession {
  playerId: string;
  sessionId: string;
  /** When the player signed in: the reality check counts play from here. */
  startedAt: Date;
}

export type OpenedSession = Awaited<ReturnType<typeof openSession>>;

/** last_seen_at is refreshed at most this often, so reads don't each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export async function assertCountryAllowed({ restrictedCountries }: AccountsContext, request: RequestContext): Promise<void> {
  if (request.isoCode && (await restrictedCountries()).includes(request.isoCode)) {
    throw new CountryBlocked(messages.blockedPage.vpn);
  }
}

/**
 * Told only to whoever knows the password (and the code, with 2FA on), so neither reveals that the account exists.
 * A time-out or self-exclusion the player took does not refuse: their session is withdraw-only (see session-guard.ts).
 */
export function assertMaySignIn(player: Pick<PlayerRow, 'lockedAt' | 'coolOffUntil'>, at: Date): void {
  if (player.lockedAt) throw new AccountLocked(messages.login.locked);
  if (player.coolOffUntil && player.coolOffUntil > at) throw new AccountCoolingOff(messages.login.coolOff);
}

/** OWASP ASVS 3.3: a session lives SESSION_MAX_AGE_MS at most, and ends after SESSION_IDLE_TIMEOUT_MS idle. */
export function sessionLiveness({ now }: AccountsContext): { now: Date; idleSince: Date } {
  const at = now();
  return { now: at, idleSince: new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS) };
}

export async function openSession({ now }: AccountsContext, executor: Executor, playerId: string, request: RequestContext) {
  const token = newSecretToken();
  const openedAt = now();
  const session = await repo.insertSession(executor, {
    playerId,
    tokenHash: hashSecretToken(token),
    ipAddress: request.ip,
    countryCode: request.isoCode ?? null,
    userAgent: request.userAgent?.slice(0, 512) ?? null,
    createdAt: openedAt,
    lastSeenAt: openedAt,
    expiresAt: new Date(openedAt.getTime() + SESSION_MAX_AGE_MS),
  });
  return { token, sessionId: session.id, expiresAt: session.expiresAt };
}

export async function issueToken(
  { now }: AccountsContext,
  executor: Executor,
  playerId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newSecretToken();
  await repo.insertAccountToken(executor, {
    playerId,
    purpose,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now().getTime() + ttlMs),
  });
  return token;
}

export function linkWith({ config }: AccountsContext, parameter: 'confirm-email' | 'reset-password', token: string): string {
  return `${config.PUBLIC_URL}/?${parameter}=${encodeURIComponent(token)}`;
}

export function sendConfirmation(context: AccountsContext, player: Pick<PlayerRow, 'email' | 'fullName'>, token: string): Promise<void> {
  return context.mailer.send(confirmationMail(player.email, player.fullName, linkWith(context, 'confirm-email', token)));
}

/**
 * Wherever a password is set, as a field error on `field`: the common breached ones are refused, then any zxcvbn-ts
 * scores below PASSWORD_MIN_STRENGTH (guessable from its owner's email or name too), with its advice.
 */
export async function assertAcceptablePassword(password: string, field: 'password' | 'newPassword', owner: PasswordOwner): Promise<void> {
  if (isCommonPassword(password)) throw new PasswordTooCommon(messages.field.passwordTooCommon, field);
  const strength = await judgePasswordStrength(password, owner);
  if (!strength.strongEnough) throw new PasswordTooWeak(passwordWeaknessMessage(strength), field);
}

/** A reset refuses any of the last PASSWORD_HISTORY_SIZE passwords. */
export async function assertNotRecentlyUsed(executor: Executor, playerId: string, password: string): Promise<void> {
  const recent = await repo.recentPasswordHashes(executor, playerId);
  for (const previous of recent) {
    if (await verifyPassword(previous, password)) throw new PasswordRejected(messages.resetPassword.failure);
  }
}

export async function setPassword({ passwordHasher }: AccountsContext, executor: Executor, playerId: string, password: string): Promise<void> {
  const passwordHash = await passwordHasher.hash(password);
  await repo.updatePlayer(executor, playerId, { passwordHash });
  await repo.addPasswordToHistory(executor, playerId, passwordHash, PASSWORD_HISTORY_SIZE);
}
