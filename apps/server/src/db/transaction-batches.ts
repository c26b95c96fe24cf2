import type { Database, Executor, Transaction } from './client.ts';
import { settled } from './flight.ts';
import { BatchMemberFailed, pipelinedBatch, pipelinedTransaction, runsBatches } from './pipelined-transaction.ts';
import { isAbortedTransaction, isLockTimeout } from './sql-helpers.ts';

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
  /**
   * Waits, in a transaction of its own that holds nothing else, until the rows a member's work waited on past its lock
   * timeout are free (see aloneAfterLocks). Without it, such a member runs alone at once.
   */
  awaitLocks?: (member: Member) => Promise<void>;
  /**
   * Which of these members (each's answer, in their order) wait on rows another transaction holds now, asked without
   * waiting. The works of a batch may share a statement (turn-sets.ts), whose lock timeout is then every one of
   * theirs: this tells the one that waited from the others, which go on together. Without it, or when it finds none,
   * each of them runs alone.
   */
  heldElsewhere?: (members: Member[]) => Promise<boolean[]>;
}

/**
 * Runs a transaction alone (`runAlone`); one that gave up waiting for a lock (lock_timeout: it was rolled back) first
 * waits for `awaitLocks`, then runs once more (`afterWaiting`: with the patient lock timeout of a transaction that now
 * waits only behind others' work), and that outcome is its answer. A transaction alone takes its house
 * shard before its player's rows: waiting there for a row another transaction holds, it would hold every batch behind
 * it, so it waits only briefly, and its long wait is `awaitLocks`, which holds nothing anyone else needs.
 * `lockTimedOut`: it already gave up once (in a batch), and goes to `awaitLocks` straight away.
 */
export async function aloneAfterLocks<T>(
  runAlone: (afterWaiting: boolean) => Promise<T>,
  awaitLocks: (() => Promise<void>) | undefined,
  { lockTimedOut = false }: { lockTimedOut?: boolean } = {},
): Promise<T> {
  if (!lockTimedOut || !awaitLocks) {
    const first = await settled(runAlone(false));
    if (first.status === 'fulfilled') return first.value;
    if (!awaitLocks || !isLockTimeout(first.reason)) throw first.reason;
  }
  await awaitLocks();
  return runAlone(true);
}

/** Works waiting for a batch in this process, every batcher's together. */
let waitingWorks = 0;

/**
 * How many works wait for their batch in this process: how a test knows that the calls it sent have all reached their
 * batcher (and will go in one batch), however long a loaded machine took to bring them there.
 */
export const worksWaitingForABatch = (): number => waitingWorks;

/**
 * The positions of the works that failed of themselves in a batch that failed, with their failures: not those
 * PostgreSQL refused only because an earlier statement had aborted the transaction (25P02). Under load a player out of
 * money or past a limit is refused in a batch of up to 128 calls, or waits on a row another transaction holds (its lock
 * timeout): the others then need not each pay a transaction of their own, nor wait with it. None when the batch
 * failed before or after its works (its lock step, its commit): whose failure it was is then unknown.
 */
function failedOfThemselves(failure: unknown): Map<number, unknown> {
  const failed = new Map<number, unknown>();
  if (!(failure instanceof BatchMemberFailed) || !failure.outcomes) return failed;
  failure.outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected' && !isAbortedTransaction(outcome.reason)) failed.set(index, outcome.reason);
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
  return createBatcher<Member, Transaction>(db, options, (work, afterWaiting) => pipelinedTransaction(db, work, { patient: afterWaiting }));
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
  runAlone: (work: (executor: On) => Promise<unknown>, afterWaiting: boolean) => Promise<unknown>,
) {
  const maxBatch = runsBatches(db) ? options.maxBatch : 1;
  let waiting: Waiting<Member>[] = [];
  let inFlight = false;

  /**
   * Keys whose work waits for its rows (settleAlone), or waited in vain: their next works wait for them at once,
   * outside any batch, rather than hold up a batch of others first to find them held again.
   */
  const heldKeys = new Set<string>();

  /**
   * Runs the entry alone and settles it. One that gave up on a lock (in its batch, `lockTimedOut`, or alone) then
   * waits for its rows and runs again (aloneAfterLocks) without the batches behind it waiting for it: they go on.
   */
  const settleAlone = async (entry: Waiting<Member>, lockTimedOut = false): Promise<void> => {
    const runEntry = (afterWaiting: boolean) => runAlone(entry.work as (executor: On) => Promise<unknown>, afterWaiting);
    const awaitLocks = options.awaitLocks && (() => options.awaitLocks!(entry.member));
    if (!lockTimedOut || !awaitLocks) {
      const first = await settled(runEntry(false));
      if (first.status === 'fulfilled' || !awaitLocks || !isLockTimeout(first.reason)) return entry.settle(first);
    }
    const key = options.keyOf(entry.member);
    heldKeys.add(key);
    void settled(aloneAfterLocks(runEntry, awaitLocks, { lockTimedOut: true })).then((outcome) => {
      if (outcome.status === 'fulfilled' || !isLockTimeout(outcome.reason)) heldKeys.delete(key);
      entry.settle(outcome);
    });
  };

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

  /**
   * `failed` without the works that timed out on a lock whose rows turn out free (heldElsewhere): they shared the
   * statement that waited, not the trouble, and are not failed of themselves.
   */
  async function withoutFreeOnes(batch: Waiting<Member>[], failed: Map<number, unknown>): Promise<Map<number, unknown>> {
    const timedOut = [...failed].filter(([, failure]) => isLockTimeout(failure)).map(([index]) => index);
    if (timedOut.length < 2 || !options.heldElsewhere) return failed;
    // Not known (the question failed too): each runs alone, as without it.
    const held = await options.heldElsewhere(timedOut.map((index) => batch[index]!.member)).catch((): boolean[] => []);
    if (!held.includes(true)) return failed;
    return new Map([...failed].filter(([index]) => !timedOut.includes(index) || held[timedOut.indexOf(index)]));
  }

  /** Runs `batch` in one transaction; `again`: it is what was left of a batch that failed, tried together once more. */
  async function run(batch: Waiting<Member>[], again = false): Promise<void> {
    if (batch.length === 1) return settleAlone(batch[0]!);
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
    const failed = again ? new Map<number, unknown>() : await withoutFreeOnes(batch, failedOfThemselves(together.reason));
    // Only when the failure is some works' and not all: the others go together once more, the failed alone.
    const singledOut = failed.size > 0 && failed.size < batch.length;
    if (singledOut)
      await run(
        batch.filter((_, index) => !failed.has(index)),
        true,
      );
    await Promise.all(
      batch.flatMap((entry, index) => (singledOut && !failed.has(index) ? [] : [settleAlone(entry, isLockTimeout(failed.get(index)))])),
    );
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
        const entry: Waiting<Member> = {
          member,
          // In a batch, every work is given the batch's transaction (a Transaction is an Executor).
          work: work as unknown as Waiting<Member>['work'],
          settle: (outcome) => (outcome.status === 'fulfilled' ? resolve(outcome.value as T) : reject(outcome.reason)),
        };
        if (heldKeys.has(options.keyOf(member))) return void settleAlone(entry, true);
        waiting.push(entry);
        waitingWorks++;
        if (!inFlight) void drain();
      });
    },
  };
}
