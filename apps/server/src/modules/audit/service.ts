import type { Database } from '../../db/client.ts';
import { auditRowHash, GENESIS_HASH } from './audit-chain.ts';
import { auditRepo } from './repo.ts';

export interface AuditEntry {
  staffId: string | null;
  tokenId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  /** 'ok' or the HTTP status of the refusal. */
  outcome: string;
}

// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unstorableText = /[\u0000\ud800-\udfff]/gu;

/**
 * PostgreSQL stores no NUL character and no lone surrogate in text or jsonb, and a refused attempt may carry
 * either (in a path or a body): they become U+FFFD, before hashing, so the stored row is the hashed row. Details
 * are shallow (the guard records a body's top-level fields only), so the recursion stays short.
 */
function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(unstorableText, '\ufffd') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)])) as T;
  }
  return value;
}

/** Appends one row chained to the last; concurrent appends wait for the head's lock, so none shares a predecessor. */
export async function appendAudit(db: Database, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const head = await auditRepo.lockHead(tx);
    const content = { ...storable(entry), seq: head.seq + 1, at };
    await auditRepo.insert(tx, { ...content, prevHash: head.hash, hash: auditRowHash(head.hash, content) });
  });
}

/** The newest rows first, for readers of the log (the back office's audit view). */
export const latestAuditRows = (db: Database, limit: number) => auditRepo.latest(db, limit);

export type AuditVerification = { ok: true; rows: number } | { ok: false; rows: number; problem: string };

const PAGE_SIZE = 1000;

/**
 * Walks the chain from the first row: every row's hash must match its content and its predecessor's hash, the
 * numbers must run without gaps, and the last row must be the one the head names. The first break is reported.
 */
export async function verifyAuditChain(db: Database): Promise<AuditVerification> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const rows = await auditRepo.page(db, expectedSeq - 1, PAGE_SIZE);
    for (const row of rows) {
      const rowsSoFar = expectedSeq - 1;
      if (row.seq !== expectedSeq) {
        return { ok: false, rows: rowsSoFar, problem: `row ${expectedSeq} is missing (deleted); the log continues at row ${row.seq}` };
      }
      if (row.prevHash !== prevHash) {
        return { ok: false, rows: rowsSoFar, problem: `row ${row.seq} does not follow row ${row.seq - 1} (a row was inserted or deleted before it)` };
      }
      if (auditRowHash(row.prevHash, row) !== row.hash) {
        return { ok: false, rows: rowsSoFar, problem: `row ${row.seq} was edited: its content does not match its hash` };
      }
      prevHash = row.hash;
      expectedSeq += 1;
    }
    if (rows.length < PAGE_SIZE) break;
  }
  const rows = expectedSeq - 1;
  const head = await auditRepo.head(db);
  const headSeq = head?.seq ?? 0;
  if (headSeq > rows) return { ok: false, rows, problem: `rows ${rows + 1} to ${headSeq} are missing (deleted at the end of the log)` };
  if (headSeq < rows) return { ok: false, rows, problem: `row ${headSeq + 1} was inserted after the last appended row` };
  if ((head?.hash ?? GENESIS_HASH) !== prevHash) return { ok: false, rows, problem: `row ${rows} was replaced: it is not the row last appended` };
  return { ok: true, rows };
}
