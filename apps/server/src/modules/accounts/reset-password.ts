import { messages, type ResetPasswordRequest } from '@lodestar/contracts';
import { InvalidToken } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { assertNotCommon, assertNotRecentlyUsed, setPassword, type AccountsContext, type RequestContext } from './account-context.ts';
import { accountsRepo as repo } from './repo.ts';

export async function resetPassword(context: AccountsContext, input: ResetPasswordRequest, request: RequestContext): Promise<void> {
  const { db, captcha } = context;
  await captcha.verify(input.captcha, 'reset_password', request.ip);
  assertNotCommon(input.password, 'password');
  await db.transaction(async (tx) => {
    const playerId = await repo.consumeAccountToken(tx, hashSecretToken(input.token), 'reset-password');
    if (!playerId) throw new InvalidToken(messages.resetPassword.invalidToken);
    await assertNotRecentlyUsed(tx, playerId, input.password);
    await setPassword(context, tx, playerId, input.password);
    // Whoever held the old password loses every session.
    await repo.revokeSessionsOf(tx, playerId);
  });
}
