import type { Database, Executor, Transaction } from './client.ts';
import { settled } from './flight.ts';
import { BatchMemberFailed, pipelinedBatch, pipelinedTransaction, runsBatches } from './pipelined-transaction.ts';
import { isAbortedTransaction } from './sql-helpers.ts';

/** A transaction waiting for its batch: who it is for (members of one key never share a batch) and its work. */
interface Waiting<Member> {
  member: Member;
  work: (executor: Transaction) => Promise<unknown>;
  settle: (outcome: PromiseSettledResult<unknown>) => void;
}

export interface TransactionBatcherOptions<Member> {
  /** Members with the same key (a player) never share a batch: the locks of one would not hold the other back. */
  keyOf: (member: Member) => string;
  /**
   * Run first in a batch of several, before any work: takes, in one fixed order, every lock the works would otherwise
   * take one after another in an order of their own, so that two batches, or a batch and a transaction of one, never
   * wait on each other in a circle. `memberTransactions`: each member's own, to count those locks as its (a later
   * statement of the member then need not take its lock again).
   */
  prepare?: (tx: Transaction, members: Member[], memberTransactions: Transaction[]) => Promise<void>;
  /** The most works a batch takes; the rest wait for the next. */
  maxBatch: number;
}

/** Works waiting for a batch in this process, every batcher's together. */
let waitingWorks = 0;

/**
 * How many works wait for their batch in this process: how a test knows that the calls it sent have all reached their
 * batcher (and will go in one batch), however long a loaded machine took to bring them there.
 */
export const worksWaitingForABatch = (): number => waitingWorks;

/**
 * The positions of the works that failed of themselves in a batch that failed: not those PostgreSQL refused only
 * because an earlier statement had aborted the transaction (25P02). Under load a player out of money or past a limit
 * is refused in a batch of up to 128 calls: the others then need not each pay a transaction of their own. None when
 * the batch failed before or after its works (its lock step, its commit): whose failure it was is then unknown.
 */
function failedOfThemselves(failure: unknown): Set<number> {
  const failed = new Set<number>();
  if (!(failure instanceof BatchMemberFailed) || !failure.outcomes) return failed;
  failure.outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected' && !isAbortedTransaction(outcome.reason)) failed.add(index);
  });
  return failed;
}

/**
 * Transactions of different players that arrive together, run as one (issue 16): while a batch is in flight, the
 * transactions that arrive wait, and go together in the next, one BEGIN and one COMMIT for all, their statements in
 * the same writes (pipelinedBatch). Under load a spin's wallet transaction then costs the database and the server a
 * share of a batch's round trips rather than its own; with nothing in flight a transaction leaves at once, alone,
 * exactly as it would without the batcher.
 *
 * All of a batch commits or none of it: when any work fails (a refusal, a replay found, a deadlock broken), the batch
 * is rolled back. The works that failed of themselves then run again alone (pipelinedTransaction), and that outcome
 * is their answer; the others, which failed only as the transaction was aborted under them or did not fail, go
 * together once more in a batch of their own, and each alone only if that fails too (failedOfThemselves). Works must
 * therefore be safe to run again (a wallet call is: its transaction ids make it idempotent, and nothing of the first
 * run stands). On PGlite, one connection with one statement at a time, every transaction runs alone.
 */
export function createTransactionBatcher<Member>(db: Database, options: TransactionBatcherOptions<Member>) {
  return createBatcher<Member, Transaction>(db, options, (work) => pipelinedTransaction(db, work));
}

/**
 * The same for statements that need no transaction of their own (a round's opening, its settlement: each one
 * statement): a work that goes alone runs on the database as it would without the batcher, each statement committed
 * on its own, so a spin with nothing else in flight pays no BEGIN and COMMIT; those that arrive together share one
 * transaction, and its commit.
 */
export function createStatementBatcher<Member>(db: Database, options: TransactionBatcherOptions<Member>) {
  return createBatcher<Member, Executor>(db, options, (work) => work(db));
}

function createBatcher<Member, On extends Executor>(
  db: Database,
  options: TransactionBatcherOptions<Member>,
  runAlone: (work: (executor: On) => Promise<unknown>) => Promise<unknown>,
) {
  const maxBatch = runsBatches(db) ? options.maxBatch : 1;
  let waiting: Waiting<Member>[] = [];
  let inFlight = false;

  const alone = (work: Waiting<Member>['work']) => settled(runAlone(work as (executor: On) => Promise<unknown>));

  /** The next batch: the oldest waiting works, one a key, up to maxBatch. */
  function nextBatch(): Waiting<Member>[] {
    const batch: Waiting<Member>[] = [];
    const keys = new Set<string>();
    for (const candidate of waiting) {
      if (batch.length === maxBatch) break;
      const key = options.keyOf(candidate.member);
      if (keys.has(key)) continue;
      keys.add(key);
      batch.push(candidate);
    }
    const taken = new Set(batch);
    waiting = waiting.filter((candidate) => !taken.has(candidate));
    waitingWorks -= batch.length;
    return batch;
  }

  /** Runs `batch` in one transaction; `again`: it is what was left of a batch that failed, tried together once more. */
  async function run(batch: Waiting<Member>[], again = false): Promise<void> {
    if (batch.length === 1) {
      batch[0]!.settle(await alone(batch[0]!.work));
      return;
    }
    const members = batch.map(({ member }) => member);
    const together = await settled(
      pipelinedBatch(
        db,
        async (tx, memberTransactions) => options.prepare?.(tx, members, memberTransactions),
        batch.map(({ work }) => work),
      ),
    );
    if (together.status === 'fulfilled') {
      batch.forEach((entry, index) => entry.settle({ status: 'fulfilled', value: together.value[index] }));
      return;
    }
    const failed = again ? new Set<number>() : failedOfThemselves(together.reason);
    // Only when the failure is some works' and not all: the others go together once more, the failed alone.
    const singledOut = failed.size > 0 && failed.size < batch.length;
    if (singledOut)
      await run(
        batch.filter((_, index) => !failed.has(index)),
        true,
      );
    const aloneNow = singledOut ? batch.filter((_, index) => failed.has(index)) : batch;
    const outcomes = await Promise.all(aloneNow.map(({ work }) => alone(work)));
    aloneNow.forEach((entry, index) => entry.settle(outcomes[index]!));
  }

  async function drain(): Promise<void> {
    inFlight = true;
    try {
      while (waiting.length > 0) await run(nextBatch());
    } finally {
      inFlight = false;
    }
  }

  return {
    /** Runs `work`, batched with others' when they arrive together; its outcome, once committed. */
    run<T>(member: Member, work: (executor: On) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          member,
          // In a batch, every work is given the batch's transaction (a Transaction is an Executor).
          work: work as unknown as Waiting<Member>['work'],
          settle: (outcome) => (outcome.status === 'fulfilled' ? resolve(outcome.value as T) : reject(outcome.reason)),
        });
        waitingWorks++;
        if (!inFlight) void drain();
      });
    },
  };
}
