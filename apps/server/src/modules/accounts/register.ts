import { CONFIRM_TOKEN_TTL_MS, messages, PASSWORD_HISTORY_SIZE, type registrationRequest } from '@lodestar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { EmailDomainBlocked, EmailRejected, EmailTaken } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import {
  assertCountryAllowed,
  assertAcceptablePassword,
  issueToken,
  openSession,
  sendConfirmation,
  type AccountsContext,
  type OpenedSession,
  type RequestContext,
} from './account-context.ts';
import { classifyEmail, normalizeEmail } from './email-policy.ts';
import { accountsRepo as repo, type PlayerRow } from './repo.ts';

/** Creates the player, signed in at once; the confirmation mail follows, and its failure does not undo the account. */
export async function register(
  context: AccountsContext,
  input: z.output<typeof registrationRequest>,
  request: RequestContext & { clickIdCookie?: string; deviceToken: string },
): Promise<{ playerId: string; session: OpenedSession }> {
  const { db, config, captcha, passwordHasher, log } = context;
  await assertCountryAllowed(context, request);
  await captcha.verify(input.captcha, 'register', request.ip);
  const email = normalizeEmail(input.email);
  const status = classifyEmail(email, config.BLOCKED_EMAIL_DOMAINS);
  if (status === 'BLOCKED') throw new EmailDomainBlocked(messages.register.blocklistedDomain);
  if (status !== 'VALID') throw new EmailRejected(messages.register.emailStatus(status.toLowerCase()));
  await assertAcceptablePassword(input.password, 'password', { email, fullName: input.fullName });

  const passwordHash = await passwordHasher.hash(input.password);
  let created: { player: PlayerRow; confirmToken: string; session: OpenedSession };
  try {
    created = await db.transaction(async (tx) => {
      const player = await repo.insertPlayer(tx, {
        email,
        passwordHash,
        fullName: input.fullName,
        currency: input.currency,
        language: input.language,
        clickId: input.clickId ?? request.clickIdCookie?.slice(0, 255) ?? null,
        registrationCode: input.registrationCode || null,
      });
      await repo.addPasswordToHistory(tx, player.id, passwordHash, PASSWORD_HISTORY_SIZE);
      const confirmToken = await issueToken(context, tx, player.id, 'confirm-email', CONFIRM_TOKEN_TTL_MS);
      // Registering signs in: the device is the owner's (device-cookie.ts).
      await repo.rememberDevice(tx, player.id, hashSecretToken(request.deviceToken), context.now());
      const session = await openSession(context, tx, player.id, request);
      return { player, confirmToken, session };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTaken(messages.register.duplicateEmail);
    throw error;
  }
  context.events.publish('player.registered', { playerId: created.player.id });
  // After the commit, and never undoing the account: a code that cannot be used is simply not honoured.
  const { registrationCode } = created.player;
  if (registrationCode && context.registrationCodeHook) {
    await context
      .registrationCodeHook({ playerId: created.player.id, currency: created.player.currency, code: registrationCode })
      .catch((error: unknown) => log.error({ err: error, playerId: created.player.id }, 'registration code not honoured'));
  }
  // The account exists whatever the mail server does; the player can ask for the mail again.
  await sendConfirmation(context, created.player, created.confirmToken).catch((error: unknown) =>
    log.error({ err: error, playerId: created.player.id }, 'confirmation mail not sent'),
  );
  return { playerId: created.player.id, session: created.session };
}
