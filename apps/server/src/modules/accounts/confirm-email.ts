import { CONFIRM_TOKEN_TTL_MS, messages } from '@lodestar/contracts';
import { AlreadyConfirmed, InvalidToken, NotAuthenticated } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { issueToken, sendConfirmation, type AccountsContext } from './account-context.ts';
import { accountsRepo as repo } from './repo.ts';

export async function confirmEmail({ db, now }: AccountsContext, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const playerId = await repo.consumeAccountToken(tx, hashSecretToken(token), 'confirm-email');
    if (!playerId) throw new InvalidToken(messages.confirmEmail.invalidToken);
    const player = await repo.findPlayerById(tx, playerId);
    if (!player?.emailConfirmedAt) await repo.updatePlayer(tx, playerId, { emailConfirmedAt: now() });
  });
}

/** A new link, and the previous ones no longer work. */
export async function resendConfirmation(context: AccountsContext, playerId: string): Promise<void> {
  const { db } = context;
  const player = await repo.findPlayerById(db, playerId);
  if (!player) throw new NotAuthenticated(messages.http.unauthorized);
  if (player.emailConfirmedAt) throw new AlreadyConfirmed(messages.confirmEmail.alreadyConfirmed);
  const token = await db.transaction(async (tx) => {
    await repo.expireUnusedTokens(tx, player.id, ['confirm-email']);
    return issueToken(context, tx, player.id, 'confirm-email', CONFIRM_TOKEN_TTL_MS);
  });
  await sendConfirmation(context, player, token);
}
