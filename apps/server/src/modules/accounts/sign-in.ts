import {
  messages,
  SIGNIN_FAILURES_FORGOTTEN_AFTER_MS,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  SIGNIN_THROTTLE_FAILURES_PER_IP,
  SIGNIN_THROTTLE_MAX_MS,
  type SigninRequest,
} from '@lodestar/contracts';
import { AccountCoolingOff, AccountLocked, InvalidCredentials, SigninThrottled } from '../../platform/domain-errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/password-hashing.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { assertCountryAllowed, openSession, type AccountsContext, type OpenedSession, type RequestContext } from './account-context.ts';
import { isBlockedDomain, normalizeEmail } from './email-policy.ts';
import { accountsRepo as repo, type SigninThrottleKey } from './repo.ts';

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

/**
 * Counts a failed sign-in against the email and the IP address; a count that completes a batch blocks that
 * subject for a while. Run for unknown emails too, so both answer alike.
 */
async function recordSigninFailure({ db, log }: AccountsContext, keys: ReturnType<typeof signinThrottleKeys>, at: Date): Promise<void> {
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
}

export async function signIn(context: AccountsContext, input: SigninRequest, request: RequestContext): Promise<OpenedSession> {
  const { db, config, captcha, now } = context;
  assertCountryAllowed(context, request);
  await captcha.verify(input.captcha, 'login', request.ip);
  const email = normalizeEmail(input.email);
  if (isBlockedDomain(email, config.BLOCKED_EMAIL_DOMAINS)) throw new AccountLocked(messages.login.locked);

  const at = now();
  const throttleKeys = signinThrottleKeys(email, request.ip);
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
    await recordSigninFailure(context, throttleKeys, at);
    throw new InvalidCredentials(messages.login.incorrect);
  }
  // Told only to whoever knows the password, so neither reveals that the account exists.
  if (player.lockedAt) throw new AccountLocked(messages.login.locked);
  if (player.coolOffUntil && player.coolOffUntil > at) throw new AccountCoolingOff(messages.login.coolOff);
  await context.signinGate?.(player.id);

  return db.transaction(async (tx) => {
    await repo.clearSigninFailures(tx, throttleKeys.email);
    return openSession(context, tx, player.id, request);
  });
}
