import { RESET_TOKEN_TTL_MS } from '@lodestar/contracts';
import { issueToken, linkWith, type AccountsContext } from './account-context.ts';
import { passwordResetMail } from './account-mails.ts';
import { isBlockedDomain, normalizeEmail } from './email-policy.ts';
import { accountsRepo as repo } from './repo.ts';

/**
 * Same answer, in the same time, whether or not the email has an account, so the form cannot be used to find
 * players: the lookup, the token and the mail all happen off the request path.
 */
export function requestPasswordReset(context: AccountsContext, rawEmail: string): void {
  const { db, config, mailer, background } = context;
  const email = normalizeEmail(rawEmail);
  if (isBlockedDomain(email, config.BLOCKED_EMAIL_DOMAINS)) return;
  background.run('password reset mail', async () => {
    const player = await repo.findPlayerByEmail(db, email);
    if (!player) return;
    const token = await db.transaction(async (tx) => {
      // Only the newest link works: asking again retires the previous ones.
      await repo.expireUnusedTokens(tx, player.id, ['reset-password']);
      return issueToken(context, tx, player.id, 'reset-password', RESET_TOKEN_TTL_MS);
    });
    await mailer.send(passwordResetMail(player.email, linkWith(context, 'reset-password', token)));
  });
}
