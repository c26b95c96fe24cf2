import { permissionsOfRole, staffMessages, STAFF_SETUP_LINK_TTL_MS, twoFactorMessages, type StaffRole } from '@lodestar/contracts';
import { EmailTaken, StaffSetupLinkInvalid, WrongTwoFactorCode } from '../../platform/domain-errors.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import { newTotpSecret, stepOfCode, totpUri } from '../accounts/index.ts';
import type { Executor } from '../../db/client.ts';
import { appendAudit } from '../audit/index.ts';
import { staffRepo } from './repo.ts';
import type { StaffContext, StaffInviteContext } from './staff-context.ts';

export const STAFF_SETUP_PAGE = '/admin/setup';

/**
 * A new staff account without a password, and the one-time link (24 h) where its owner sets the password and
 * enrols the authenticator. Only the link's hash is stored.
 */
export async function createStaffMember(context: StaffInviteContext, { email, role }: { email: string; role: StaffRole }) {
  const normalizedEmail = email.trim().toLowerCase();
  return context.db.transaction(async (tx) => {
    if (await staffRepo.memberByEmail(tx, normalizedEmail)) throw new EmailTaken(`A staff account for ${normalizedEmail} exists already`, 'email');
    const member = await staffRepo.insertMember(tx, { email: normalizedEmail, role, totpSecret: newTotpSecret() });
    return { member, setupLink: await issueSetupLink(tx, context, member.id) };
  });
}

/** A one-time link (24 h) for the member; only its hash is stored and any earlier unused link stops working. */
export async function issueSetupLink(tx: Executor, { now, publicUrl }: StaffInviteContext, staffId: string) {
  await staffRepo.expireSetupTokensOf(tx, staffId, now());
  const token = newSecretToken();
  await staffRepo.insertSetupToken(tx, {
    tokenHash: hashSecretToken(token),
    staffId,
    expiresAt: new Date(now().getTime() + STAFF_SETUP_LINK_TTL_MS),
  });
  return `${publicUrl}${STAFF_SETUP_PAGE}/${token}`;
}

/** What the setup page shows: the account and the authenticator secret to enrol (the link holder is its owner). */
export async function setupInfo({ db, now }: StaffContext, token: string) {
  const member = await staffRepo.memberOfSetupToken(db, hashSecretToken(token), now());
  if (!member) throw new StaffSetupLinkInvalid(staffMessages.setupLinkInvalid);
  return { email: member.email, role: member.role, totpSecret: member.totpSecret, otpauthUri: totpUri(member.totpSecret, member.email) };
}

/**
 * Sets the password once a code proves the authenticator is enrolled, and uses the link up: a wrong code leaves
 * the link working, a second use or an expired link is refused.
 */
export async function completeSetup(context: StaffContext, token: string, { password, code }: { password: string; code: string }) {
  const { db, now, passwordHasher } = context;
  const tokenHash = hashSecretToken(token);
  const pending = await staffRepo.memberOfSetupToken(db, tokenHash, now());
  if (!pending) throw new StaffSetupLinkInvalid(staffMessages.setupLinkInvalid);
  const step = stepOfCode(pending.totpSecret, code, now());
  if (step === undefined) throw new WrongTwoFactorCode(twoFactorMessages.wrongCode, 'code');
  const passwordHash = await passwordHasher.hash(password);
  await db.transaction(async (tx) => {
    const staffId = await staffRepo.consumeSetupToken(tx, tokenHash, now());
    if (staffId !== pending.id) throw new StaffSetupLinkInvalid(staffMessages.setupLinkInvalid);
    // The enrolment code counts as used: it cannot also sign in.
    await staffRepo.claimTotpStep(tx, staffId, step);
    await staffRepo.setPassword(tx, staffId, passwordHash);
  });
  await appendAudit(db, { staffId: pending.id, tokenId: null, action: 'staff.setup', target: pending.email, details: {}, outcome: 'ok' }, now());
  return { permissions: permissionsOfRole[pending.role] };
}
