import { desc } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { ledgerChecks, type LedgerCheckSource } from './schema.ts';
import { verifyLedger, type LedgerVerification } from './service.ts';

export interface LedgerCheck extends LedgerVerification {
  source: LedgerCheckSource;
  ranAt: Date;
}

/** Runs the invariant check and records its result, so every process and the operator see the same last check. */
export async function runLedgerCheck(db: Database, source: LedgerCheckSource, at: Date = new Date()): Promise<LedgerCheck> {
  const verification = await verifyLedger(db);
  const check = { ...verification, source, ranAt: at };
  await db.insert(ledgerChecks).values(check);
  return check;
}

export async function lastLedgerCheck(db: Executor): Promise<LedgerCheck | undefined> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.ranAt), desc(ledgerChecks.id)).limit(1);
  return row;
}
