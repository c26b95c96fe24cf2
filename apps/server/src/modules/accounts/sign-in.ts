import { messages, type SigninRequest } from '@lodestar/contracts';
import { AccountLocked, InvalidCredentials } from '../../platform/domain-errors.ts';
import { verifyPassword } from '../../platform/password-hashing.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import {
  assertCountryAllowed,
  assertMaySignIn,
  openSession,
  type AccountsContext,
  type OpenedSession,
  type RequestContext,
} from './account-context.ts';
import { isBlockedDomain, normalizeEmail } from './email-policy.ts';
import { accountsRepo as repo } from './repo.ts';
import { openSecondFactorChallenge, type SecondFactorChallenge } from './second-factor-signin.ts';
import { assertAccountChallengeMet, assertNotThrottled, recordThrottledFailure, signinThrottleKeys } from './signin-throttle.ts';
import { twoFactorRepo } from './two-factor-repo.ts';

export { signinBlockDuration } from './signin-throttle.ts';

/** A correct password opens a session, or, with 2FA on, only the code step that may open one. */
export type SigninOutcome = { session: OpenedSession } | { secondFactor: SecondFactorChallenge };

/** `deviceToken` is the browser's device cookie (device-cookie.ts): its failures are its own, its past sign-ins vouch for it. */
export async function signIn(context: AccountsContext, input: SigninRequest, request: RequestContext, deviceToken: string): Promise<SigninOutcome> {
  const { db, config, passwordHasher, now } = context;
  await assertCountryAllowed(context, request);
  const email = normalizeEmail(input.email);
  if (isBlockedDomain(email, config.BLOCKED_EMAIL_DOMAINS)) throw new AccountLocked(messages.login.locked);

  const at = now();
  const deviceHash = hashSecretToken(deviceToken);
  const keys = signinThrottleKeys(email, request.ip, deviceHash);
  // All of this runs before the password is checked and alike for unknown emails (no known device, the same
  // counts), so the answer never tells whether the email has an account.
  const knownDevice = await repo.isKnownDevice(db, email, deviceHash);
  // A device the owner signed in from answers only for its own failures: a shared address's guessers, or an
  // account's, never keep it out.
  await assertNotThrottled(context, knownDevice ? [keys.device] : [keys.device, keys.ip], at);
  if (!knownDevice) await assertAccountChallengeMet(context, keys.email, input.captcha, request, at);

  const player = await repo.findPlayerByEmail(db, email);
  // An unknown email costs a verification too, so the answer takes as long as for a wrong password.
  const passwordMatches = player
    ? await verifyPassword(player.passwordHash, input.password)
    : await passwordHasher.verifyAgainstDummy(input.password).then(() => false);
  if (!player || !passwordMatches) {
    await recordThrottledFailure(context, [keys.email, keys.ip, keys.device], at);
    throw new InvalidCredentials(messages.login.incorrect);
  }
  assertMaySignIn(player, at);

  const authenticator = await twoFactorRepo.findAuthenticator(db, player.id);
  return db.transaction(async (tx) => {
    await repo.clearSigninFailures(tx, keys.email);
    await repo.clearSigninFailures(tx, keys.device);
    if (authenticator?.enabledAt) return { secondFactor: await openSecondFactorChallenge(context, tx, player.id) };
    // Known from now on: only a full sign-in vouches for a device (with 2FA on, the code step does: second-factor-signin.ts).
    await repo.rememberDevice(tx, player.id, deviceHash, at);
    return { session: await openSession(context, tx, player.id, request) };
  });
}
