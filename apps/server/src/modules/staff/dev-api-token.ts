import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staffPermissions } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import { issueApiToken } from './api-tokens.ts';
import { staffRepo } from './repo.ts';
import { createStaffMember } from './staff-accounts.ts';
import type { StaffContext } from './staff-context.ts';

export const DEV_STAFF_TOKEN_FILE = 'staff-api-token';
/** The seeded admin of a development machine; it has no password, it only issues the CLI's token. */
export const DEV_STAFF_EMAIL = 'dev-admin@lodestar.invalid';

const tokenFileOf = (config: Config) => path.resolve(config.DATA_DIR, DEV_STAFF_TOKEN_FILE);

/**
 * Outside production, the operator commands work with nothing to configure: a staff API token with every
 * permission, issued once to a seeded dev admin and written to DATA_DIR (readable by the owner only).
 */
export async function ensureDevStaffToken(context: StaffContext, config: Config): Promise<void> {
  const file = tokenFileOf(config);
  if (existsSync(file) && (await staffRepo.liveApiToken(context.db, hashSecretToken(readFileSync(file, 'utf8').trim())))) return;
  const admin =
    (await staffRepo.memberByEmail(context.db, DEV_STAFF_EMAIL)) ??
    (await createStaffMember(context, { email: DEV_STAFF_EMAIL, role: 'admin' })).member;
  const issuer = { staffId: admin.id, email: admin.email, role: admin.role, permissions: [...staffPermissions], tokenId: null };
  const { token } = await issueApiToken(context, issuer, {
    name: 'Operator commands on this development machine',
    permissions: [...staffPermissions],
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The token an operator command sends: STAFF_API_TOKEN, or the development token of DATA_DIR. */
export function operatorCommandToken(config: Config): string | undefined {
  if (config.STAFF_API_TOKEN) return config.STAFF_API_TOKEN;
  const file = tokenFileOf(config);
  return config.devTools && existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
