import { messages, type SigninRequest } from '@lodestar/contracts';
import { AccountLocked, InvalidCredentials } from '../../platform/domain-errors.ts';
import { verifyPassword } from '../../platform/password-hashing.ts';
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
import { assertNotThrottled, recordThrottledFailure, signinThrottleKeys } from './signin-throttle.ts';
import { twoFactorRepo } from './two-factor-repo.ts';

export { signinBlockDuration } from './signin-throttle.ts';

/** A correct password opens a session, or, with 2FA on, only the code step that may open one. */
export type SigninOutcome = { session: OpenedSession } | { secondFactor: SecondFactorChallenge };

export async function signIn(context: AccountsContext, input: SigninRequest, request: RequestContext): Promise<SigninOutcome> {
  const { db, config, captcha, passwordHasher, now } = context;
  await assertCountryAllowed(context, request);
  await captcha.verify(input.captcha, 'login', request.ip);
  const email = normalizeEmail(input.email);
  if (isBlockedDomain(email, config.BLOCKED_EMAIL_DOMAINS)) throw new AccountLocked(messages.login.locked);

  const at = now();
  const throttleKeys = signinThrottleKeys(email, request.ip);
  // Checked before the email is looked up: a blocked unknown email answers exactly as a blocked player.
  await assertNotThrottled(context, [throttleKeys.email, throttleKeys.ip], at);

  const player = await repo.findPlayerByEmail(db, email);
  // An unknown email costs a verification too, so the answer takes as long as for a wrong password.
  const passwordMatches = player
    ? await verifyPassword(player.passwordHash, input.password)
    : await passwordHasher.verifyAgainstDummy(input.password).then(() => false);
  if (!player || !passwordMatches) {
    await recordThrottledFailure(context, [throttleKeys.email, throttleKeys.ip], at);
    throw new InvalidCredentials(messages.login.incorrect);
  }
  assertMaySignIn(player, at);

  const authenticator = await twoFactorRepo.findAuthenticator(db, player.id);
  return db.transaction(async (tx) => {
    await repo.clearSigninFailures(tx, throttleKeys.email);
    if (authenticator?.enabledAt) return { secondFactor: await openSecondFactorChallenge(context, tx, player.id) };
    return { session: await openSession(context, tx, player.id, request) };
  });
}
