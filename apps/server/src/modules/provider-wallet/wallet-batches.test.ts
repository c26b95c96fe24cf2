import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { errorCodes, messages, providerWalletPaths } from '@lodestar/contracts';
import { holdingLocks, sessionsWaitingOnLocks, statisticsFlushed } from '../../db/lock-test-kit.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { worksWaitingForABatch } from '../../db/transaction-batches.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';
import { STUDIO_PROVIDER_ID } from '../games/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { onPostgres } from '../../../test/test-app.ts';
import { useWalletTestApp } from './provider-wallet-test-kit.ts';
import { providerTransactions } from './schema.ts';

describe.runIf(onPostgres)('wallet batches, a PostgreSQL feature (PGlite runs each call alone)', () => {
  /**
   * Play calls of different players arriving together share one transaction (wallet-batches.ts) on PostgreSQL: proven
   * here by the rows they write carrying one writer (xmin), with every call's money exactly as if it had run alone.
   */
  const statements: string[] = [];
  const { t, seated, call, play, betAction, winAction } = useWalletTestApp({}, { logQuery: (query) => statements.push(query) });

  /** A statement of a wallet call that takes its player's lock alone (lockPlayer), not with a statement of its own. */
  const takesAPlayerLockAlone = (query: string) => query.startsWith('SELECT pg_advisory_xact_lock(');

  type Seated = Awaited<ReturnType<typeof seated>>;
  const players = (count: number) => Promise.all(Array.from({ length: count }, () => seated()));
  const balance = async (player: Seated) => (await call(providerWalletPaths.balance, player.base)).balance;

  /** A whole instant round of the player: its stake and its win in one play call, under fresh transaction ids. */
  function instantRound(player: Seated, stake: number, payout: number, betExtra: object = {}) {
    const round = randomUUID();
    const [betId, winId] = [`${round}:bet`, `${round}:win`];
    const actions = [betAction(betId, stake, betExtra), winAction(winId, betId, payout)];
    return { round, actions, betId, send: () => play(player.base, round, actions) };
  }

  /** The PostgreSQL transactions that wrote these provider transactions' rows. */
  async function writersOf(transactionIds: string[]): Promise<Set<string>> {
    const rows = await t.database.db
      .select({ writer: sql<string>`${providerTransactions}.xmin::text` })
      .from(providerTransactions)
      .where(inArray(providerTransactions.transactionUuid, transactionIds));
    return new Set(rows.map((row) => row.writer));
  }

  /**
   * Deadlocks PostgreSQL broke in this database, those the app's connections have not yet reported among them (a
   * backend reports its counts up to a second after going idle: they are made to report them first).
   */
  const deadlocks = async () => {
    await statisticsFlushed(t.database.db);
    return Number(
      rowsOf<{ n: string }>(
        await t.database.db.execute(sql`select deadlocks::text as n from pg_stat_database where datname = current_database()`),
      )[0]!.n,
    );
  };

  /** The player's wallet lock (responsible gambling's, which every wallet call takes first), as a lock to hold. */
  const walletLockOf = (player: Seated) => sql`select pg_advisory_xact_lock(hashtextextended(${`responsible-gambling/${player.playerId}`}, 0))`;

  /**
   * Sends the calls while a blocker's call is in flight (waiting on its lock): they all wait for the next batch, and go
   * in it together once every one of them has reached the batcher. The blocker plays 1.00 and loses. Resolves, once
   * the blocker's call has settled, to each call's answer to come.
   */
  async function sendTogether<T>(blocker: Seated, calls: Array<() => Promise<T>>): Promise<Array<Promise<T>>> {
    const lock = await holdingLocks(t.database.db, [walletLockOf(blocker)]);
    const inFlight = instantRound(blocker, 100, 0).send();
    await sessionsWaitingOnLocks(t.database.db, 1);
    const sent = calls.map((send) => send());
    await vi.waitUntil(() => worksWaitingForABatch() === calls.length, { timeout: 10_000, interval: 20 });
    await lock.release();
    expect(await inFlight).toMatchObject({ status: 'RS_OK' });
    return sent;
  }
  const sentTogether = async <T>(blocker: Seated, calls: Array<() => Promise<T>>): Promise<T[]> => Promise.all(await sendTogether(blocker, calls));

  /** The player's ledger accounts, as a lock to hold: what a long transaction elsewhere (a staff adjustment) holds. */
  const accountsOf = (player: Seated) => sql`select id from ledger_accounts where owner_type = 'player' and owner_id = ${player.playerId} for update`;

  /** Whether the promise has settled yet, read at any moment. */
  function watched<T>(promise: Promise<T>) {
    const state = { settled: false, promise };
    void promise.then(
      () => (state.settled = true),
      () => (state.settled = true),
    );
    return state;
  }

  it("commits the play calls of players arriving together in one transaction, each player's money as if alone", async () => {
    const [blocker, ...seatedPlayers] = await players(9);
    const rounds = seatedPlayers.map((player, index) => instantRound(player, 100 + index, 250));
    statements.length = 0;
    const answers = await sentTogether(
      blocker!,
      rounds.map((round) => round.send),
    );
    answers.forEach((answer, index) => expect(answer).toMatchObject({ status: 'RS_OK', balance: 5000 - (100 + index) + 250 }));
    for (const [index, player] of seatedPlayers.entries()) expect(await balance(player)).toBe(5000 - (100 + index) + 250);
    expect(await writersOf(rounds.map((round) => round.betId))).toHaveProperty('size', 1);
    // The blocker's call, alone, took its player's lock; the batch took its players' locks for its calls.
    expect(statements.filter(takesAPlayerLockAlone)).toHaveLength(1);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('answers a refused call of a batch with its refusal, and the others of the batch still settle', async () => {
    const [blocker, ...seatedPlayers] = await players(6);
    const refusedIndex = 2;
    const rounds = seatedPlayers.map((player, index) => instantRound(player, index === refusedIndex ? 9_999 : 100, 40));
    const answers = await sentTogether(
      blocker!,
      rounds.map((round) => round.send),
    );
    answers.forEach((answer, index) =>
      expect(answer).toMatchObject(
        index === refusedIndex ? { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5000 } : { status: 'RS_OK', balance: 4940 },
      ),
    );
    // Nothing of the refused call was written, by the batch nor by its run alone.
    expect(await writersOf([rounds[refusedIndex]!.betId])).toHaveProperty('size', 0);
    expect(await balance(seatedPlayers[refusedIndex]!)).toBe(5000);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('answers a replay arriving with new calls as a replay: its money moved once', async () => {
    const [blocker, replayer, ...seatedPlayers] = await players(5);
    const replayed = instantRound(replayer!, 200, 500);
    expect((await replayed.send()).balance).toBe(5300);
    const fresh = seatedPlayers.map((player) => instantRound(player, 100, 0));
    const [replay, ...answers] = await sentTogether(blocker!, [replayed.send, ...fresh.map((round) => round.send)]);
    expect(replay).toMatchObject({ status: 'RS_OK', balance: 5300 });
    for (const answer of answers) expect(answer).toMatchObject({ status: 'RS_OK', balance: 4900 });
    expect(await balance(replayer!)).toBe(5300);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it("takes a call waiting on its player's rows out of its batch: the others commit while the rows stay held, and it settles once they are free", async () => {
    const [blocker, stuck, ...seatedPlayers] = await players(7);
    const held = await holdingLocks(t.database.db, [accountsOf(stuck!)]);
    onTestFinished(() => held.release());
    const stuckRound = instantRound(stuck!, 100, 0);
    const rounds = seatedPlayers.map((player) => instantRound(player, 100, 250));
    const [stuckAnswer, ...answers] = await sendTogether(blocker!, [stuckRound.send, ...rounds.map((round) => round.send)]);
    const stuckCall = watched(stuckAnswer!);
    const others = watched(Promise.all(answers));
    // Without a lock timeout in the batch, the others would wait here as long as the stuck player's rows are held.
    await vi.waitUntil(() => others.settled, { timeout: 10_000, interval: 20 });
    for (const answer of await others.promise) expect(answer).toMatchObject({ status: 'RS_OK', balance: 5150 });
    // The others went together again, without it, in one transaction.
    expect(await writersOf(rounds.map((round) => round.betId))).toHaveProperty('size', 1);
    // The stuck call waits for its player's rows, holding nothing the others need, and settles once they are free.
    await sessionsWaitingOnLocks(t.database.db, 1);
    expect(stuckCall.settled).toBe(false);
    await held.release();
    expect(await stuckCall.promise).toMatchObject({ status: 'RS_OK', balance: 4900 });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it("answers a call whose player's rows stay held past its wait 503 ACCOUNT_BUSY with Retry-After, nothing written; sent again once they are free, it settles once", async () => {
    const [stuck] = await players(1);
    const round = instantRound(stuck!, 100, 250);
    const held = await holdingLocks(t.database.db, [accountsOf(stuck!)]);
    onTestFinished(() => held.release());
    const body = { ...stuck!.base, round: round.round, currency: 'EUR', actions: round.actions };
    const answer = await t.app.inject({
      method: 'POST',
      url: providerWalletPaths.play,
      ...signedProviderRequest(STUDIO_PROVIDER_ID, t.config.STUDIO_WALLET_SECRET, body),
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toEqual({ code: errorCodes.accountBusy, message: messages.http.accountBusy });
    await held.release();
    expect(await writersOf([round.betId])).toHaveProperty('size', 0);
    expect(await balance(stuck!)).toBe(5000);
    expect(await round.send()).toMatchObject({ status: 'RS_OK', balance: 5150 });
    expect(await round.send()).toMatchObject({ status: 'RS_OK', balance: 5150 });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('never deadlocks against calls that run alone: jackpot hits emptying every pool shard, bets of rounds that go on', async () => {
    const seatedPlayers = await players(8);
    const before = await deadlocks();
    // Every stake feeds its player's shard of the pool; a hit, alone, locks every shard in id order.
    const fed = { jackpot_contribution: 1 };
    const hit = (player: Seated) => {
      const round = randomUUID();
      return play(player.base, round, [betAction(`${round}:bet`, 10, fed), winAction(`${round}:jackpot`, `${round}:bet`, 0, { jackpot: true })]);
    };
    for (let wave = 0; wave < 6; wave++) {
      const calls = seatedPlayers.flatMap((player, index) => [
        () => instantRound(player, 10, 15, fed).send(),
        // A bet of a round that goes on (not an instant one): a call that is never batched.
        () =>
          call(providerWalletPaths.bet, { ...player.base, transaction_uuid: randomUUID(), round: randomUUID(), amount: 10, currency: 'EUR', ...fed }),
        ...(index % 4 === wave % 4 ? [() => hit(player)] : []),
      ]);
      const answers = await Promise.all(calls.map((send) => send()));
      for (const answer of answers) expect(answer.status).toBe('RS_OK');
    }
    expect(await deadlocks()).toBe(before);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});
