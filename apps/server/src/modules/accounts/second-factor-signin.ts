import { SECOND_FACTOR_CHALLENGE_MAX_FAILURES, SECOND_FACTOR_CHALLENGE_TTL_MS, twoFactorMessages } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { SecondFactorExpired, TwoFactorCodeReused, WrongTwoFactorCode } from '../../platform/domain-errors.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import {
  assertCountryAllowed,
  assertMaySignIn,
  openSession,
  type AccountsContext,
  type OpenedSession,
  type RequestContext,
} from './account-context.ts';
import { useSecondFactorCode } from './second-factor-codes.ts';
import { accountsRepo as repo } from './repo.ts';
import { signinThrottleKeys } from './signin-throttle.ts';
import { twoFactorRepo } from './two-factor-repo.ts';

/** The code step a correct password leads to when 2FA is on: its token goes to that browser only, in a cookie. */
export interface SecondFactorChallenge {
  token: string;
  expiresAt: Date;
}

export async function openSecondFactorChallenge({ now }: AccountsContext, executor: Executor, playerId: string): Promise<SecondFactorChallenge> {
  const token = newSecretToken();
  const expiresAt = new Date(now().getTime() + SECOND_FACTOR_CHALLENGE_TTL_MS);
  await twoFactorRepo.insertChallenge(executor, { playerId, tokenHash: hashSecretToken(token), expiresAt });
  return { token, expiresAt };
}

const expired = () => new SecondFactorExpired(twoFactorMessages.challengeExpired);

/**
 * The code step of a sign-in: a TOTP code or a recovery code of the player whose password opened the challenge.
 * Only now is a session opened. A challenge serves once, for a few minutes and a few wrong codes.
 */
export async function completeSecondFactorSignin(
  context: AccountsContext,
  challengeToken: string | undefined,
  code: string,
  request: RequestContext,
  deviceToken: string,
): Promise<OpenedSession> {
  const { db, now } = context;
  await assertCountryAllowed(context, request);
  if (!challengeToken) throw expired();
  const challenge = await twoFactorRepo.findOpenChallenge(db, hashSecretToken(challengeToken), now(), SECOND_FACTOR_CHALLENGE_MAX_FAILURES);
  if (!challenge) throw expired();
  const [player, authenticator] = await Promise.all([
    repo.findPlayerById(db, challenge.playerId),
    twoFactorRepo.findAuthenticator(db, challenge.playerId),
  ]);
  // 2FA turned off since the password step: that sign-in starts over, under the rules of now.
  if (!player || !authenticator?.enabledAt) throw expired();

  const deviceHash = hashSecretToken(deviceToken);
  try {
    await useSecondFactorCode(context, authenticator, code, {
      allowRecoveryCode: true,
      alsoThrottle: [signinThrottleKeys(player.email, request.ip, deviceHash).ip],
    });
  } catch (error) {
    if (error instanceof WrongTwoFactorCode || error instanceof TwoFactorCodeReused) await twoFactorRepo.countChallengeFailure(db, challenge.id);
    throw error;
  }
  // A lock or cool-off set during the code step still keeps the player out.
  assertMaySignIn(player, now());
  return db.transaction(async (tx) => {
    if (!(await twoFactorRepo.consumeChallenge(tx, challenge.id, now()))) throw expired();
    await repo.rememberDevice(tx, player.id, deviceHash, now());
    return openSession(context, tx, player.id, request);
  });
}
