import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useVerifyCli } from '../../../test/verify-cli-kit.ts';
import { appendAudit } from './service.ts';

const { openTestDatabase, runVerifyCli } = useVerifyCli(fileURLToPath(new URL('./verify-cli.ts', import.meta.url)));

it('exits 0 on an intact log and 1, naming the first broken row, after a row is tampered with', async () => {
  let database = await openTestDatabase();
  for (const action of ['kyc.approve', 'withdrawal.approve', 'balance.adjust']) {
    await appendAudit(database.db, { staffId: null, tokenId: null, action, target: null, details: {}, outcome: 'ok' });
  }
  await database.close();

  const intact = await runVerifyCli();
  expect(intact.output).toContain('OK: 3 row(s), the chain is intact');
  expect(intact.exitCode).toBe(0);

  database = await openTestDatabase();
  await database.db.execute(sql`update audit_log set action = 'nothing to see' where seq = 2`);
  await database.close();

  const tampered = await runVerifyCli();
  expect(tampered.output).toContain('FAILED after 1 intact row(s): row 2 was edited: its content does not match its hash');
  expect(tampered.exitCode).toBe(1);
}, 120_000);
