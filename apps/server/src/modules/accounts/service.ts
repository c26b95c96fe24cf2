import type { FastifyBaseLogger } from 'fastify';
import type { registrationRequest } from '@lodestar/contracts';
import {
  CONFIRM_TOKEN_TTL_MS,
  messages,
  PASSWORD_HISTORY_SIZE,
  RESET_TOKEN_TTL_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_AGE_MS,
  SIGNIN_FAILURES_FORGOTTEN_AFTER_MS,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  SIGNIN_THROTTLE_FAILURES_PER_IP,
  SIGNIN_THROTTLE_MAX_MS,
  type ChangePasswordRequest,
  type EmailStatus,
  type ResetPasswordRequest,
  type SessionSummary,
  type SigninRequest,
} from '@lodestar/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { CaptchaVerifier } from '../../platform/captcha.ts';
import {
  AccountCoolingOff,
  AccountLocked,
  AlreadyConfirmed,
  CountryBlocked,
  EmailDomainBlocked,
  EmailRejected,
  EmailTaken,
  InvalidCredentials,
  InvalidToken,
  NotAuthenticated,
  NotFound,
  PasswordRejected,
  PasswordTooCommon,
  SigninThrottled,
  WrongPassword,
} from '../../platform/domain-errors.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/password-hashing.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import { confirmationMail, passwordResetMail } from './account-mails.ts';
import { classifyEmail, isBlockedDomain, normalizeEmail } from './email-policy.ts';
import { accountsRepo as repo, isUniqueViolation, type PlayerRow, type SigninThrottleKey } from './repo.ts';
import type { AccountTokenPurpose } from './schema.ts';

/** Where a request comes from: recorded on sessions and failures, checked against restricted countries. */
export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  isoCode: string | undefined;
}

export interface AuthenticatedSession {
  playerId: string;
  sessionId: string;
}

export interface AccountSummary {
  id: string;
  email: string;
  fullName: string;
  confirmed: boolean;
  currency: string;
  language: string;
}

/** last_seen_at is refreshed at most this often, so reads don't each cost a write. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** The throttle rows a sign-in attempt counts against: its email (hashed, known or not) and its IP address. */
const signinThrottleKeys = (email: string, ip: string): { email: SigninThrottleKey; ip: SigninThrottleKey } => ({
  email: { scope: 'email', subject: hashSecretToken(email) },
  ip: { scope: 'ip', subject: ip },
});
const failuresPerBatch = { email: SIGNIN_THROTTLE_FAILURES_PER_EMAIL, ip: SIGNIN_THROTTLE_FAILURES_PER_IP } as const;

/** After the n-th full batch of failures: the base delay, doubled for each batch after the first, capped. */
export function signinBlockDuration(batch: number): number {
  return Math.min(SIGNIN_THROTTLE_BASE_MS * 2 ** Math.min(batch - 1, 30), SIGNIN_THROTTLE_MAX_MS);
}

export interface AccountsServiceDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  log: FastifyBaseLogger;
  /** Runs mail sends off the request path; the app drains it on close. */
  background: BackgroundTasks;
  now?: () => Date;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({ db, config, mailer, captcha, log, background, now = () => new Date() }: AccountsServiceDeps) {
  const assertCountryAllowed = (context: RequestContext) => {
    if (context.isoCode && config.RESTRICTED_COUNTRIES.includes(context.isoCode)) {
      throw new CountryBlocked(messages.blockedPage.vpn);
    }
  };

  /** OWASP ASVS 3.3: a session lives SESSION_MAX_AGE_MS at most, and ends after SESSION_IDLE_TIMEOUT_MS idle. */
  const sessionLiveness = () => {
    const at = now();
    return { now: at, idleSince: new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS) };
  };

  /** When this process last recorded game activity per player (see recordGameActivity). */
  const lastGameActivity = new Map<string, number>();

  const openSession = async (executor: Executor, playerId: string, context: RequestContext) => {
    const token = newSecretToken();
    const openedAt = now();
    const session = await repo.insertSession(executor, {
      playerId,
      tokenHash: hashSecretToken(token),
      ipAddress: context.ip,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      createdAt: openedAt,
      lastSeenAt: openedAt,
      expiresAt: new Date(openedAt.getTime() + SESSION_MAX_AGE_MS),
    });
    return { token, sessionId: session.id, expiresAt: session.expiresAt };
  };

  const issueToken = async (executor: Executor, playerId: string, purpose: AccountTokenPurpose, ttlMs: number) => {
    const token = newSecretToken();
    await repo.insertAccountToken(executor, {
      playerId,
      purpose,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return token;
  };

  const linkWith = (parameter: 'confirm-email' | 'reset-password', token: string) =>
    `${config.PUBLIC_URL}/?${parameter}=${encodeURIComponent(token)}`;

  const sendConfirmation = (player: Pick<PlayerRow, 'email' | 'fullName'>, token: string) =>
    mailer.send(confirmationMail(player.email, player.fullName, linkWith('confirm-email', token)));

  /** A reset refuses any of the last PASSWORD_HISTORY_SIZE passwords. */
  const assertNotRecentlyUsed = async (executor: Executor, playerId: string, password: string) => {
    const recent = await repo.recentPasswordHashes(executor, playerId);
    for (const previous of recent) {
      if (await verifyPassword(previous, password)) throw new PasswordRejected(messages.resetPassword.failure);
    }
  };

  /** Wherever a password is set: the common breached ones are refused as a field error on `field`. */
  const assertNotCommon = (password: string, field: 'password' | 'newPassword') => {
    if (isCommonPassword(password)) throw new PasswordTooCommon(messages.field.passwordTooCommon, field);
  };

  /**
   * Counts a failed sign-in against the email and the IP address; a count that completes a batch blocks that
   * subject for a while. Run for unknown emails too, so both answer alike.
   */
  const recordSigninFailure = async (keys: ReturnType<typeof signinThrottleKeys>, at: Date) => {
    const forgetBefore = new Date(at.getTime() - SIGNIN_FAILURES_FORGOTTEN_AFTER_MS);
    await db.transaction(async (tx) => {
      for (const key of [keys.email, keys.ip]) {
        const failures = await repo.countSigninFailure(tx, key, at, forgetBefore);
        const perBatch = failuresPerBatch[key.scope];
        if (failures % perBatch !== 0) continue;
        await repo.blockSignins(tx, key, new Date(at.getTime() + signinBlockDuration(failures / perBatch)));
        log.warn({ scope: key.scope, failures }, 'sign-ins slowed down after repeated failures');
      }
    });
  };

  const setPassword = async (executor: Executor, playerId: string, password: string) => {
    const passwordHash = await hashPassword(password);
    await repo.updatePlayer(executor, playerId, { passwordHash });
    await repo.addPasswordToHistory(executor, playerId, passwordHash, PASSWORD_HISTORY_SIZE);
  };

  return {
    validateEmail(email: string): EmailStatus {
      return classifyEmail(email, config.BLOCKED_EMAIL_DOMAINS);
    },

    async register(input: z.output<typeof registrationRequest>, context: RequestContext & { clickIdCookie?: string }) {
      assertCountryAllowed(context);
      await captcha.verify(input.captcha, 'register', context.ip);
      const email = normalizeEmail(input.email);
      const status = classifyEmail(email, config.BLOCKED_EMAIL_DOMAINS);
      if (status === 'BLOCKED') throw new EmailDomainBlocked(messages.register.blocklistedDomain);
      if (status !== 'VALID') throw new EmailRejected(messages.register.emailStatus(status.toLowerCase()));
      assertNotCommon(input.password, 'password');

      const passwordHash = await hashPassword(input.password);
      let created: { player: PlayerRow; confirmToken: string; session: Awaited<ReturnType<typeof openSession>> };
      try {
        created = await db.transaction(async (tx) => {
          const player = await repo.insertPlayer(tx, {
            email,
            passwordHash,
            fullName: input.fullName,
            currency: input.currency,
            language: input.language,
            clickId: input.clickId ?? context.clickIdCookie?.slice(0, 255) ?? null,
            registrationCode: input.registrationCode || null,
          });
          await repo.addPasswordToHistory(tx, player.id, passwordHash, PASSWORD_HISTORY_SIZE);
          const confirmToken = await issueToken(tx, player.id, 'confirm-email', CONFIRM_TOKEN_TTL_MS);
          const session = await openSession(tx, player.id, context);
          return { player, confirmToken, session };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTaken(messages.register.duplicateEmail);
        throw error;
      }
      // The account exists whatever the mail server does; the player can ask for the mail again.
      await sendConfirmation(created.player, created.confirmToken).catch((error: unknown) =>
        log.error({ err: error, playerId: created.player.id }, 'confirmation mail not sent'),
      );
      return { playerId: created.player.id, session: created.session };
    },

    async signin(input: SigninRequest, context: RequestContext) {
      assertCountryAllowed(context);
      await captcha.verify(input.captcha, 'login', context.ip);
      const email = normalizeEmail(input.email);
      if (isBlockedDomain(email, config.BLOCKED_EMAIL_DOMAINS)) throw new AccountLocked(messages.login.locked);

      const at = now();
      const throttleKeys = signinThrottleKeys(email, context.ip);
      // Checked before the email is looked up: a blocked unknown email answers exactly as a blocked player.
      if ((await repo.activeSigninBlocks(db, [throttleKeys.email, throttleKeys.ip], at)).length > 0) {
        throw new SigninThrottled(messages.login.throttled);
      }

      const player = await repo.findPlayerByEmail(db, email);
      // An unknown email costs a verification too, so the answer takes as long as for a wrong password.
      const passwordMatches = player
        ? await verifyPassword(player.passwordHash, input.password)
        : await verifyAgainstDummy(input.password).then(() => false);
      if (!player || !passwordMatches) {
        await recordSigninFailure(throttleKeys, at);
        throw new InvalidCredentials(messages.login.incorrect);
      }
      // Told only to whoever knows the password, so neither reveals that the account exists.
      if (player.lockedAt) throw new AccountLocked(messages.login.locked);
      if (player.coolOffUntil && player.coolOffUntil > at) throw new AccountCoolingOff(messages.login.coolOff);

      return db.transaction(async (tx) => {
        await repo.clearSigninFailures(tx, throttleKeys.email);
        return openSession(tx, player.id, context);
      });
    },

    async signout(sessionToken: string | undefined): Promise<void> {
      if (!sessionToken) return;
      const session = await repo.findLiveSessionByTokenHash(db, hashSecretToken(sessionToken), sessionLiveness());
      if (session) await repo.revokeSession(db, session.playerId, session.id);
    },

    /**
     * Resolves a session cookie to its player, or undefined for an unknown, revoked, expired or idle one. Every
     * authenticated request is activity: it keeps the session from going idle.
     */
    async authenticate(sessionToken: string | undefined): Promise<AuthenticatedSession | undefined> {
      if (!sessionToken) return undefined;
      const live = sessionLiveness();
      const session = await repo.findLiveSessionByTokenHash(db, hashSecretToken(sessionToken), live);
      if (!session) return undefined;
      if (live.now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, session.id, live.now);
      }
      return { playerId: session.playerId, sessionId: session.id };
    },

    /**
     * A real-money game session's calls carry a launch token, not the cookie: they count as activity of the
     * player's live sessions (the launch is not bound to one session), at most one write a minute.
     */
    async recordGameActivity(playerId: string): Promise<void> {
      const live = sessionLiveness();
      // Every bet and win resolves its launch token: this process writes at most once a minute per player.
      const last = lastGameActivity.get(playerId);
      if (last !== undefined && live.now.getTime() - last < SESSION_TOUCH_INTERVAL_MS) return;
      if (lastGameActivity.size >= 10_000) lastGameActivity.clear();
      lastGameActivity.set(playerId, live.now.getTime());
      await repo.touchLiveSessionsOf(db, playerId, live, new Date(live.now.getTime() - SESSION_TOUCH_INTERVAL_MS));
    },

    async getAccount(playerId: string): Promise<AccountSummary> {
      const player = await repo.findPlayerById(db, playerId);
      if (!player) throw new NotAuthenticated(messages.http.unauthorized);
      return {
        id: player.id,
        email: player.email,
        fullName: player.fullName,
        confirmed: player.emailConfirmedAt !== null,
        currency: player.currency,
        language: player.language,
      };
    },

    /**
     * Same answer, in the same time, whether or not the email has an account, so the form cannot be used to find
     * players: the lookup, the token and the mail all happen off the request path.
     */
    requestPasswordReset(rawEmail: string): void {
      const email = normalizeEmail(rawEmail);
      if (isBlockedDomain(email, config.BLOCKED_EMAIL_DOMAINS)) return;
      background.run('password reset mail', async () => {
        const player = await repo.findPlayerByEmail(db, email);
        if (!player) return;
        const token = await db.transaction(async (tx) => {
          // Only the newest link works: asking again retires the previous ones.
          await repo.expireUnusedTokens(tx, player.id, ['reset-password']);
          return issueToken(tx, player.id, 'reset-password', RESET_TOKEN_TTL_MS);
        });
        await mailer.send(passwordResetMail(player.email, linkWith('reset-password', token)));
      });
    },

    async resetPassword(input: ResetPasswordRequest, context: RequestContext): Promise<void> {
      await captcha.verify(input.captcha, 'reset_password', context.ip);
      assertNotCommon(input.password, 'password');
      await db.transaction(async (tx) => {
        const playerId = await repo.consumeAccountToken(tx, hashSecretToken(input.token), 'reset-password');
        if (!playerId) throw new InvalidToken(messages.resetPassword.invalidToken);
        await assertNotRecentlyUsed(tx, playerId, input.password);
        await setPassword(tx, playerId, input.password);
        // Whoever held the old password loses every session.
        await repo.revokeSessionsOf(tx, playerId);
      });
    },

    async changePassword(session: AuthenticatedSession, input: ChangePasswordRequest): Promise<void> {
      const player = await repo.findPlayerById(db, session.playerId);
      if (!player) throw new NotAuthenticated(messages.http.unauthorized);
      if (!(await verifyPassword(player.passwordHash, input.oldPassword))) {
        throw new WrongPassword(messages.changePassword.wrongOldPassword);
      }
      assertNotCommon(input.newPassword, 'newPassword');
      await db.transaction(async (tx) => {
        await assertNotRecentlyUsed(tx, player.id, input.newPassword);
        await setPassword(tx, player.id, input.newPassword);
        await repo.revokeSessionsOf(tx, player.id, session.sessionId);
      });
    },

    async confirmEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const playerId = await repo.consumeAccountToken(tx, hashSecretToken(token), 'confirm-email');
        if (!playerId) throw new InvalidToken(messages.confirmEmail.invalidToken);
        const player = await repo.findPlayerById(tx, playerId);
        if (!player?.emailConfirmedAt) await repo.updatePlayer(tx, playerId, { emailConfirmedAt: now() });
      });
    },

    async resendConfirmation(playerId: string): Promise<void> {
      const player = await repo.findPlayerById(db, playerId);
      if (!player) throw new NotAuthenticated(messages.http.unauthorized);
      if (player.emailConfirmedAt) throw new AlreadyConfirmed(messages.confirmEmail.alreadyConfirmed);
      const token = await db.transaction(async (tx) => {
        await repo.expireUnusedTokens(tx, player.id, ['confirm-email']);
        return issueToken(tx, player.id, 'confirm-email', CONFIRM_TOKEN_TTL_MS);
      });
      await sendConfirmation(player, token);
    },

    async listSessions(session: AuthenticatedSession): Promise<SessionSummary[]> {
      const rows = await repo.listLiveSessions(db, session.playerId, sessionLiveness());
      return rows.map((row) => ({
        id: row.id,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === session.sessionId,
      }));
    },

    async revokeSession(session: AuthenticatedSession, sessionId: string): Promise<void> {
      const revoked = await repo.revokeSession(db, session.playerId, sessionId);
      if (revoked === 0) throw new NotFound(messages.http.notFound);
    },
  };
}
