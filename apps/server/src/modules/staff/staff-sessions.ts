import { permissionsOfRole, STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_MAX_AGE_MS, staffMessages, type StaffSignInRequest } from '@lodestar/contracts';
import { InvalidCredentials } from '../../platform/domain-errors.ts';
import { verifyPassword } from '../../platform/password-hashing.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import { stepOfCode } from '../accounts/index.ts';
import { appendAudit } from '../audit/index.ts';
import { staffRepo, type StaffMemberRow } from './repo.ts';
import type { StaffContext, StaffPrincipal } from './staff-context.ts';

const principalOf = (member: StaffMemberRow): StaffPrincipal => ({
  staffId: member.id,
  email: member.email,
  role: member.role,
  permissions: [...permissionsOfRole[member.role]],
  tokenId: null,
});

/** Why the credentials are refused (for the audit log only: the caller always hears the same message). */
async function refusalOf({ db, now, passwordHasher }: StaffContext, member: StaffMemberRow | undefined, { password, code }: StaffSignInRequest) {
  if (!member?.passwordHash || !member.enabled) {
    await passwordHasher.verifyAgainstDummy(password);
    return member ? 'account not usable' : 'unknown email';
  }
  if (!(await verifyPassword(member.passwordHash, password))) return 'wrong password';
  const step = stepOfCode(member.totpSecret, code, now());
  if (step === undefined) return 'wrong code';
  if (!(await staffRepo.claimTotpStep(db, member.id, step))) return 'code already used';
  return undefined;
}

/**
 * Password and authenticator code together, every time. Wrong email, password or code, and a code used before,
 * all get the same answer; the audit log keeps the reason.
 */
export async function signInStaff(context: StaffContext, request: StaffSignInRequest) {
  const { db, now } = context;
  const member = await staffRepo.memberByEmail(db, request.email);
  const refusal = await refusalOf(context, member, request);
  const audit = { staffId: member?.id ?? null, tokenId: null, action: 'staff.sign-in', target: request.email };
  if (refusal) {
    await appendAudit(db, { ...audit, details: { reason: refusal }, outcome: '401' }, now());
    throw new InvalidCredentials(staffMessages.invalidCredentials);
  }
  const token = newSecretToken();
  const at = now();
  const expiresAt = new Date(at.getTime() + STAFF_SESSION_MAX_AGE_MS);
  await staffRepo.insertSession(db, { idHash: hashSecretToken(token), staffId: member!.id, createdAt: at, lastSeenAt: at, expiresAt });
  await appendAudit(db, { ...audit, details: {}, outcome: 'ok' }, at);
  return { token, expiresAt, principal: principalOf(member!) };
}

/** The staff member of a session cookie; each use restarts the 15-minute idle clock. */
export async function authenticateStaffSession({ db, now }: StaffContext, token: string): Promise<StaffPrincipal | undefined> {
  const at = now();
  const idHash = hashSecretToken(token);
  const staffId = await staffRepo.touchSession(db, idHash, at, new Date(at.getTime() - STAFF_IDLE_TIMEOUT_MS));
  // A session found idle or expired is gone for good, even for a process whose clock runs a little behind.
  if (!staffId) await staffRepo.deleteSession(db, idHash);
  const member = staffId ? await staffRepo.memberById(db, staffId) : undefined;
  return member?.enabled ? principalOf(member) : undefined;
}

export async function signOutStaff({ db }: StaffContext, token: string | undefined) {
  if (token) await staffRepo.deleteSession(db, hashSecretToken(token));
}
