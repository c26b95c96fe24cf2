import type { StaffPermission, StaffRole } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { PasswordHasher } from '../../platform/password-hashing.ts';

export interface StaffContext {
  db: Database;
  now: () => Date;
  /** Where setup links point: PUBLIC_URL. */
  publicUrl: string;
  /** Hashes new passwords at the configured cost (verifying needs none: see verifyPassword). */
  passwordHasher: PasswordHasher;
}

/** What inviting a member needs: no password is set then, so the operator command and test kits need no hasher. */
export type StaffInviteContext = Pick<StaffContext, 'db' | 'now' | 'publicUrl'>;

/** Who is making a staff call: a signed-in staff member, or an API token acting in its issuer's name. */
export interface StaffPrincipal {
  staffId: string;
  email: string;
  role: StaffRole;
  /** A token's: its scope narrowed to what its issuer's role still allows. */
  permissions: StaffPermission[];
  tokenId: string | null;
}
