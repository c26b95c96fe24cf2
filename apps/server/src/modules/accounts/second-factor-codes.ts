import { twoFactorMessages } from '@lodestar/contracts';
import { TwoFactorCodeReused, WrongTwoFactorCode, type DomainError } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import type { AccountsContext } from './account-context.ts';
import { accountsRepo as repo, type SigninThrottleKey } from './repo.ts';
import { assertNotThrottled, recordThrottledFailure, secondFactorThrottleKey } from './signin-throttle.ts';
import { isTotpCode, normalizeRecoveryCode, stepOfCode } from './totp.ts';
import { twoFactorRepo, type AuthenticatorRow } from './two-factor-repo.ts';

export const recoveryCodeHash = (code: string): string => hashSecretToken(normalizeRecoveryCode(code));

interface CodeOptions {
  /** Turning 2FA off and signing in take a recovery code too; confirming a new authenticator does not. */
  allowRecoveryCode: boolean;
  /** Further subjects a wrong code counts against (the IP address of a sign-in). */
  alsoThrottle?: SigninThrottleKey[];
}

/** Why the code is refused, or undefined once it is accepted and used up (its step claimed, or the recovery code spent). */
async function spendCode(
  { db }: AccountsContext,
  authenticator: AuthenticatorRow,
  code: string,
  allowRecoveryCode: boolean,
  at: Date,
): Promise<DomainError | undefined> {
  if (isTotpCode(code)) {
    const step = stepOfCode(authenticator.secret, code, at);
    if (step === undefined) return new WrongTwoFactorCode(twoFactorMessages.wrongCode, 'code');
    const fresh = await twoFactorRepo.claimStep(db, authenticator.playerId, step);
    return fresh ? undefined : new TwoFactorCodeReused(twoFactorMessages.reusedCode, 'code');
  }
  if (allowRecoveryCode && (await twoFactorRepo.consumeRecoveryCode(db, authenticator.playerId, recoveryCodeHash(code), at))) {
    return undefined;
  }
  return new WrongTwoFactorCode(twoFactorMessages.wrongCode, 'code');
}

/**
 * Checks a code of the player's authenticator and uses it up: a TOTP code's time step can never serve again, a
 * recovery code works once. Wrong and replayed codes count like failed sign-ins: ten of them block the player's
 * codes for a while, wherever they are typed.
 */
export async function useSecondFactorCode(
  context: AccountsContext,
  authenticator: AuthenticatorRow,
  code: string,
  { allowRecoveryCode, alsoThrottle = [] }: CodeOptions,
): Promise<void> {
  const at = context.now();
  const playerKey = secondFactorThrottleKey(authenticator.playerId);
  const keys = [playerKey, ...alsoThrottle];
  await assertNotThrottled(context, keys, at);
  const refusal = await spendCode(context, authenticator, code, allowRecoveryCode, at);
  if (!refusal) return repo.clearSigninFailures(context.db, playerKey);
  await recordThrottledFailure(context, keys, at);
  throw refusal;
}
