import { messages, type ResetPasswordRequest } from '@lodestar/contracts';
import { InvalidToken } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { assertAcceptablePassword, assertNotRecentlyUsed, setPassword, type AccountsContext, type RequestContext } from './account-context.ts';
import { accountsRepo as repo } from './repo.ts';
import { signinThrottleKeys } from './signin-throttle.ts';

/**
 * The emailed link proves the owner: the device that completes the reset becomes known (device-cookie.ts) and the
 * account's failed sign-ins are forgotten, so the new password signs in whatever others have tried.
 */
export async function resetPassword(
  context: AccountsContext,
  input: ResetPasswordRequest,
  request: RequestContext,
  deviceToken: string,
): Promise<void> {
  const { db, captcha, now } = context;
  await captcha.verify(input.captcha, 'reset_password', request.ip);
  await db.transaction(async (tx) => {
    const playerId = await repo.consumeAccountToken(tx, hashSecretToken(input.token), 'reset-password');
    const player = playerId ? await repo.findPlayerById(tx, playerId) : undefined;
    if (!player) throw new InvalidToken(messages.resetPassword.invalidToken);
    // Judged against the owner's email and name, so only once the token names them; a refusal rolls the token back.
    await assertAcceptablePassword(input.password, 'password', player);
    await assertNotRecentlyUsed(tx, player.id, input.password);
    await setPassword(context, tx, player.id, input.password);
    // Whoever held the old password loses every session.
    await repo.revokeSessionsOf(tx, player.id);
    await repo.rememberDevice(tx, player.id, hashSecretToken(deviceToken), now());
    await repo.clearSigninFailures(tx, signinThrottleKeys(player.email, request.ip, hashSecretToken(deviceToken)).email);
  });
}
