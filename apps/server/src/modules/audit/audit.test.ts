import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createDatabaseFromTemplate, onPostgres } from '../../../test/postgres-databases.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { auditRowHash } from './audit-chain.ts';
import { auditLog } from './schema.ts';
import { appendAudit, latestAuditRows, verifyAuditChain } from './service.ts';

let database: DatabaseHandle;
let postgres: { url: string; drop(): Promise<void> } | undefined;
beforeAll(async () => {
  if (onPostgres) postgres = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  database = await openDatabase({ url: postgres?.url });
});
afterAll(async () => {
  await database.close();
  await postgres?.drop();
});
// Each test starts from an empty log.
beforeEach(() => database.db.execute(sql`truncate audit_log, audit_log_head`));

const entry = (n: number) => ({
  staffId: null,
  tokenId: null,
  action: `test.action`,
  target: `target-${n}`,
  details: { n, nested: { b: 1, a: [n] } },
  outcome: 'ok',
});
const appendRows = async (count: number) => {
  for (let n = 1; n <= count; n += 1) await appendAudit(database.db, entry(n));
};

it('chains each row to the previous one and verifies an untouched log', async () => {
  expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 0 });
  await appendRows(3);
  expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 3 });
  const rows = await database.db.select().from(auditLog).orderBy(asc(auditLog.seq));
  expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
  expect(rows[2]!.prevHash).toBe(rows[1]!.hash);
});

it('finds an edited row', async () => {
  await appendRows(4);
  await database.db.execute(sql`update audit_log set outcome = '403' where seq = 2`);
  expect(await verifyAuditChain(database.db)).toEqual({ ok: false, rows: 1, problem: 'row 2 was edited: its content does not match its hash' });
});

it('finds an edit of the details, whatever order jsonb keeps the keys in', async () => {
  await appendRows(2);
  expect((await verifyAuditChain(database.db)).ok).toBe(true);
  await database.db.execute(sql`update audit_log set details = jsonb_set(details, '{n}', '7') where seq = 1`);
  expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, problem: 'row 1 was edited: its content does not match its hash' });
});

it('finds a deleted row, in the middle and at the end', async () => {
  await appendRows(5);
  await database.db.execute(sql`delete from audit_log where seq = 5`);
  expect(await verifyAuditChain(database.db)).toEqual({ ok: false, rows: 4, problem: 'rows 5 to 5 are missing (deleted at the end of the log)' });
  await database.db.execute(sql`delete from audit_log where seq = 3`);
  expect(await verifyAuditChain(database.db)).toEqual({ ok: false, rows: 2, problem: 'row 3 is missing (deleted); the log continues at row 4' });
});

it('finds an inserted row, even one whose hash is computed correctly', async () => {
  await appendRows(3);
  const [last] = await database.db.select().from(auditLog).where(eq(auditLog.seq, 3));
  const forged = { seq: 4, staffId: null, tokenId: null, action: 'forged', target: null, details: {}, outcome: 'ok', at: new Date() };
  await database.db.execute(
    sql`insert into audit_log (seq, action, details, outcome, at, prev_hash, hash) values (4, 'forged', '{}', 'ok', ${forged.at.toISOString()}, ${last!.hash}, ${auditRowHash(last!.hash, forged)})`,
  );
  expect(await verifyAuditChain(database.db)).toEqual({ ok: false, rows: 4, problem: 'row 4 was inserted after the last appended row' });
});

it('finds a row inserted between two others by renumbering', async () => {
  await appendRows(3);
  // Two steps: the primary key refuses the shift in one.
  await database.db.execute(sql`update audit_log set seq = seq + 100 where seq >= 2`);
  await database.db.execute(sql`update audit_log set seq = seq - 99 where seq >= 100`);
  await database.db.execute(
    sql`insert into audit_log (seq, action, details, outcome, at, prev_hash, hash) select 2, 'forged', '{}', 'ok', now(), hash, hash from audit_log where seq = 1`,
  );
  expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, rows: 1, problem: 'row 2 was edited: its content does not match its hash' });
});

it('stores a NUL character or a lone surrogate of a forged request as U+FFFD, and still verifies', async () => {
  await appendAudit(database.db, { ...entry(1), target: 'a\u0000b', details: { body: { reason: '\ud800', '\u0000': 'x' } } });
  const [row] = await latestAuditRows(database.db, 1);
  expect(row).toMatchObject({ target: 'a\ufffdb', details: { body: { reason: '\ufffd', '\ufffd': 'x' } } });
  expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 1 });
});

it('keeps the chain intact under 40 concurrent appends', async () => {
  await Promise.all(Array.from({ length: 40 }, (_, n) => appendAudit(database.db, entry(n))));
  expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 40 });
});
