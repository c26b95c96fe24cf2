import type { StaffPermission, StaffRole } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';

export interface StaffContext {
  db: Database;
  now: () => Date;
  /** Where setup links point: PUBLIC_URL. */
  publicUrl: string;
}

/** Who is making a staff call: a signed-in staff member, or an API token acting in its issuer's name. */
export interface StaffPrincipal {
  staffId: string;
  email: string;
  role: StaffRole;
  /** A token's: its scope narrowed to what its issuer's role still allows. */
  permissions: StaffPermission[];
  tokenId: string | null;
}
