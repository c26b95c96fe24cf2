import { twoFactorMessages, type SecurityOverview, type TwoFactorEnrolment } from '@lodestar/contracts';
import { TwoFactorStateConflict } from '../../platform/domain-errors.ts';
import type { AccountsContext, AuthenticatedSession } from './account-context.ts';
import { recoveryCodeHash, useSecondFactorCode } from './second-factor-codes.ts';
import { accountsRepo as repo } from './repo.ts';
import { newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';
import { twoFactorRepo, type AuthenticatorRow } from './two-factor-repo.ts';

// The signed-in player's two-factor set-up: enrol, confirm, turn off, renew recovery codes; and what the security page shows.

async function enabledAuthenticatorOf({ db }: AccountsContext, playerId: string): Promise<AuthenticatorRow> {
  const authenticator = await twoFactorRepo.findAuthenticator(db, playerId);
  if (!authenticator?.enabledAt) throw new TwoFactorStateConflict(twoFactorMessages.notEnabled);
  return authenticator;
}

/** Ten fresh recovery codes replace any earlier ones; the clear codes are answered this once, only hashes stay. */
async function issueRecoveryCodes({ db }: AccountsContext, playerId: string, enableAt?: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (enableAt) await twoFactorRepo.markEnabled(tx, playerId, enableAt);
    await twoFactorRepo.replaceRecoveryCodes(tx, playerId, codes.map(recoveryCodeHash));
  });
  return codes;
}

/** A new secret for the player's authenticator app; restarting an unconfirmed enrolment replaces its secret. */
export async function enrolTwoFactor({ db }: AccountsContext, session: AuthenticatedSession): Promise<TwoFactorEnrolment> {
  const player = await repo.findPlayerById(db, session.playerId);
  const secret = newTotpSecret();
  if (!player || !(await twoFactorRepo.savePendingSecret(db, session.playerId, secret))) {
    throw new TwoFactorStateConflict(twoFactorMessages.alreadyEnabled);
  }
  return { secret, otpauthUri: totpUri(secret, player.email) };
}

/** A first code proves the app holds the secret: 2FA turns on and the recovery codes are answered. */
export async function enableTwoFactor(context: AccountsContext, session: AuthenticatedSession, code: string): Promise<string[]> {
  const authenticator = await twoFactorRepo.findAuthenticator(context.db, session.playerId);
  if (!authenticator) throw new TwoFactorStateConflict(twoFactorMessages.noEnrolment);
  if (authenticator.enabledAt) throw new TwoFactorStateConflict(twoFactorMessages.alreadyEnabled);
  await useSecondFactorCode(context, authenticator, code, { allowRecoveryCode: false });
  return issueRecoveryCodes(context, session.playerId, context.now());
}

export async function disableTwoFactor(context: AccountsContext, session: AuthenticatedSession, code: string): Promise<void> {
  const authenticator = await enabledAuthenticatorOf(context, session.playerId);
  await useSecondFactorCode(context, authenticator, code, { allowRecoveryCode: true });
  await context.db.transaction((tx) => twoFactorRepo.deleteAuthenticator(tx, session.playerId));
}

export async function renewRecoveryCodes(context: AccountsContext, session: AuthenticatedSession, code: string): Promise<string[]> {
  const authenticator = await enabledAuthenticatorOf(context, session.playerId);
  await useSecondFactorCode(context, authenticator, code, { allowRecoveryCode: false });
  return issueRecoveryCodes(context, session.playerId);
}

export async function securityOverview({ db }: AccountsContext, session: AuthenticatedSession): Promise<SecurityOverview> {
  const [authenticator, recoveryCodesLeft, previous] = await Promise.all([
    twoFactorRepo.findAuthenticator(db, session.playerId),
    twoFactorRepo.countUnusedRecoveryCodes(db, session.playerId),
    twoFactorRepo.previousSessionOf(db, session.playerId, session.sessionId),
  ]);
  return {
    twoFactor: { enabled: Boolean(authenticator?.enabledAt), recoveryCodesLeft },
    previousSignin: previous
      ? { at: previous.createdAt.toISOString(), userAgent: previous.userAgent, ipAddress: previous.ipAddress, countryCode: previous.countryCode }
      : null,
  };
}
