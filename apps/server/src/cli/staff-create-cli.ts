// npm run staff:create -- --email <email> --role <support | risk | finance | marketing | admin>
import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@lodestar/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStaffMember } from '../modules/staff/index.ts';
import { runCommand } from './server-client.ts';

const USAGE = `usage: npm run staff:create -- --email <email> --role <${staffRoles.join(' | ')}>`;

const isRole = (role: string | undefined): role is StaffRole => staffRoles.includes(role as StaffRole);

/**
 * Opens the database itself, like ledger:verify: the first admin is created before any staff credential exists.
 * With the embedded database, run it while the server is stopped (PGlite serves one process at a time).
 */
await runCommand(async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  if (!values.email || !isRole(values.role)) throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const context = { db: database.db, now: () => new Date(), publicUrl: config.PUBLIC_URL };
    const { member, setupLink } = await createStaffMember(context, { email: values.email, role: values.role });
    console.log(`Staff account ${member.email} (${member.role}) created.`);
    console.log(`One-time setup link, valid for 24 hours (password and authenticator):\n${setupLink}`);
  } finally {
    await database.close();
  }
});
