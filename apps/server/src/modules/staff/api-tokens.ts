import { permissionsOfRole, staffMessages, type StaffPermission } from '@lodestar/contracts';
import { NotFound, StaffPermissionMissing } from '../../platform/domain-errors.ts';
import { hashSecretToken, newSecretToken } from '../../platform/secret-tokens.ts';
import { staffRepo } from './repo.ts';
import type { StaffContext, StaffPrincipal } from './staff-context.ts';

/** A prefix that tells a staff API token apart in a config file or a leaked-secret scan. */
const TOKEN_PREFIX = 'lst_';

const summaryOf = ({ token, issuedBy }: Awaited<ReturnType<typeof staffRepo.apiTokens>>[number]) => ({
  id: token.id,
  name: token.name,
  permissions: token.permissions,
  issuedBy,
  createdAt: token.createdAt.toISOString(),
  revokedAt: token.revokedAt?.toISOString() ?? null,
});

/** A token for operator commands, scoped to permissions its issuer has; the token itself is answered once, stored hashed. */
export async function issueApiToken({ db }: StaffContext, issuer: StaffPrincipal, request: { name: string; permissions: StaffPermission[] }) {
  if (request.permissions.some((permission) => !issuer.permissions.includes(permission))) {
    throw new StaffPermissionMissing(staffMessages.permissionsBeyondIssuer, 'permissions');
  }
  const token = `${TOKEN_PREFIX}${newSecretToken()}`;
  const permissions = [...new Set(request.permissions)];
  const row = await staffRepo.insertApiToken(db, { tokenHash: hashSecretToken(token), name: request.name, staffId: issuer.staffId, permissions });
  return { token, row };
}

export async function listApiTokens({ db }: StaffContext) {
  return (await staffRepo.apiTokens(db)).map(summaryOf);
}

export async function revokeApiToken({ db, now }: StaffContext, id: string) {
  const row = await staffRepo.revokeApiToken(db, id, now());
  if (!row) throw new NotFound('No such token', 'id');
  return row;
}

/** A live token's holder: its scope, narrowed to what the issuer's role allows now, and nothing once the issuer is disabled. */
export async function authenticateApiToken({ db }: StaffContext, token: string): Promise<StaffPrincipal | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const row = await staffRepo.liveApiToken(db, hashSecretToken(token));
  const issuer = row ? await staffRepo.memberById(db, row.staffId) : undefined;
  if (!row || !issuer?.enabled) return undefined;
  const allowed = permissionsOfRole[issuer.role];
  return {
    staffId: issuer.id,
    email: issuer.email,
    role: issuer.role,
    permissions: row.permissions.filter((permission) => allowed.includes(permission)),
    tokenId: row.id,
  };
}
