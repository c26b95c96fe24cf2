import { messages, type ChangePasswordRequest } from '@lodestar/contracts';
import { NotAuthenticated, WrongPassword } from '../../platform/domain-errors.ts';
import { verifyPassword } from '../../platform/password-hashing.ts';
import { assertAcceptablePassword, assertNotRecentlyUsed, setPassword, type AccountsContext, type AuthenticatedSession } from './account-context.ts';
import { accountsRepo as repo } from './repo.ts';

/** The player's other sessions end; the one that changed the password stays signed in. */
export async function changePassword(context: AccountsContext, session: AuthenticatedSession, input: ChangePasswordRequest): Promise<void> {
  const { db } = context;
  const player = await repo.findPlayerById(db, session.playerId);
  if (!player) throw new NotAuthenticated(messages.http.unauthorized);
  if (!(await verifyPassword(player.passwordHash, input.oldPassword))) {
    throw new WrongPassword(messages.changePassword.wrongOldPassword, 'oldPassword');
  }
  await assertAcceptablePassword(input.newPassword, 'newPassword', player);
  await db.transaction(async (tx) => {
    await assertNotRecentlyUsed(tx, player.id, input.newPassword);
    await setPassword(context, tx, player.id, input.newPassword);
    await repo.revokeSessionsOf(tx, player.id, session.sessionId);
  });
}
