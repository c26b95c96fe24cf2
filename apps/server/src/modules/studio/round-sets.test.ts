import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { Transaction } from '../../db/client.ts';
import { pipelinedBatch } from '../../db/pipelined-transaction.ts';
import { studioRepo, type StudioRoundRow } from './repo.ts';
import { studioRounds, studioSeedPairs, studioSessionPositions, studioUnfinishedRounds } from './schema.ts';
import { seatedPlayer } from './studio-test-kit.ts';

/**
 * The openings and the settlements of a batch's rounds made in one turn go as one statement each (open-set-repo.ts,
 * settle-set-repo.ts), each answered as the statement of one would answer it. Batches run on PostgreSQL only.
 */
const statements: string[] = [];
const t = useTestApp({}, { logQuery: (query) => statements.push(query) });
const SLOT = 'lodestar:slot-starfall-fortune';

const isSettleSet = (query: string) => query.trimStart().startsWith('with steps as');
const isOpenSet = (query: string) => query.trimStart().startsWith('with input as') && query.includes('insert into studio_rounds');

/** A spun round of each player, put back to pending as a crash mid-step would leave it. */
async function pendingRounds(count: number): Promise<StudioRoundRow[]> {
  const rounds: StudioRoundRow[] = [];
  for (let n = 0; n < count; n++) {
    const { studio } = await seatedPlayer(t, SLOT);
    const answer = await studio.play(10);
    expect(answer.status).toBe(200);
    const [round] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, answer.body.round.id));
    rounds.push(round!);
  }
  await t.database.db
    .update(studioRounds)
    .set({ status: 'pending', pending: sql`'{}'::jsonb` })
    .where(
      inArray(
        studioRounds.id,
        rounds.map((round) => round.id),
      ),
    );
  return rounds;
}

const positionOf = async (round: StudioRoundRow) =>
  (await t.database.db.select().from(studioSessionPositions).where(eq(studioSessionPositions.gameSessionId, round.gameSessionId)))[0]?.net ?? 0n;

it("settles a batch's pending steps in one statement, each answered with its seeds and its session's position", async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const rounds = await pendingRounds(4);
  const [alreadySettled] = await pendingRounds(1);
  await t.database.db.update(studioRounds).set({ status: 'closed', pending: null }).where(eq(studioRounds.id, alreadySettled!.id));
  // Pending, a round does not count in its session's position; settled closed, it counts again.
  const positionsBefore = await Promise.all(rounds.map(positionOf));

  statements.length = 0;
  const answers = await pipelinedBatch(
    t.database.db,
    async () => {},
    [...rounds, alreadySettled!].map(
      (round) => (tx: Transaction) =>
        studioRepo.settlePending(tx, round, {
          status: 'closed',
          state: round.state,
          stake: round.stake,
          payout: round.payout,
          wagers: round.wagers,
          actions: round.actions,
          jackpotWin: round.jackpotWin,
          pending: null,
        }),
    ),
  );

  expect(statements.filter(isSettleSet)).toHaveLength(1);
  for (const [index, round] of rounds.entries()) {
    const view = answers[index] as Awaited<ReturnType<typeof studioRepo.settlePending>>;
    expect(view?.round).toMatchObject({ id: round.id, status: 'closed', stake: round.stake, payout: round.payout, pending: null });
    expect(view?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(view?.revealedServerSeed).toBeNull();
    expect(view?.netPosition).toBe(positionsBefore[index]! + round.payout - round.stake);
    expect(await positionOf(round)).toBe(view?.netPosition);
    expect(await t.database.db.select().from(studioUnfinishedRounds).where(eq(studioUnfinishedRounds.gameSessionId, round.gameSessionId))).toEqual(
      [],
    );
  }
  // A step no longer pending is not settled again, as alone.
  expect(answers[rounds.length]).toBeUndefined();
});

it("opens a batch's rounds in one statement, each on its pair's nonce, as the statement of one opens it", async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  // Spun rounds (closed): their sessions take a new round; each opens on its player's active pair as it stands.
  const spun = await pendingRounds(4);
  await t.database.db
    .update(studioRounds)
    .set({ status: 'closed', pending: null })
    .where(
      inArray(
        studioRounds.id,
        spun.map((round) => round.id),
      ),
    );
  const pairs = await Promise.all(
    spun.map(
      async (round) =>
        (
          await t.database.db
            .select()
            .from(studioSeedPairs)
            .where(and(eq(studioSeedPairs.playerId, round.playerId!), isNull(studioSeedPairs.revealedAt)))
        )[0]!,
    ),
  );
  const valuesOf = (round: StudioRoundRow) => ({
    gameSessionId: round.gameSessionId,
    playerId: round.playerId,
    gameId: round.gameId,
    launchId: round.launchId,
    mode: round.mode,
    currency: round.currency,
    params: round.params,
    status: 'pending' as const,
    wagers: 1,
    pending: { kind: 'probe' } as never,
    jackpotContribution: 3n,
    jackpotHit: false,
  });
  // The last one's nonce has moved on: its pair stands one further, so its round is not written.
  const nonces = pairs.map((pair, index) => ({ pairId: pair.id, clientSeed: pair.clientSeed, nonce: pair.nextNonce - (index === 3 ? 1 : 0) }));

  statements.length = 0;
  const opened = (await pipelinedBatch(
    t.database.db,
    async () => {},
    spun.map((round, index) => (tx: Transaction) => studioRepo.insertRoundOnNonce(tx, nonces[index]!, valuesOf(round))),
  )) as Array<StudioRoundRow | undefined>;

  expect(statements.filter(isOpenSet)).toHaveLength(1);
  for (const index of [0, 1, 2]) {
    const round = opened[index]!;
    expect(round).toMatchObject({
      ...valuesOf(spun[index]!),
      seedPairId: pairs[index]!.id,
      clientSeed: pairs[index]!.clientSeed,
      nonce: pairs[index]!.nextNonce,
    });
    expect(round).toMatchObject({ stake: 0n, payout: 0n, actions: [], state: null, jackpotWin: null });
    const [stored] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, round.id));
    expect(stored).toEqual(round);
    const [pair] = await t.database.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, pairs[index]!.id));
    expect(pair!.nextNonce).toBe(pairs[index]!.nextNonce + 1);
    // Each opened round is its session's unfinished one (the trigger, once a row of the set).
    const [unfinished] = await t.database.db
      .select()
      .from(studioUnfinishedRounds)
      .where(eq(studioUnfinishedRounds.gameSessionId, round.gameSessionId));
    expect(unfinished).toEqual({ gameSessionId: round.gameSessionId, roundId: round.id, status: 'pending', since: round.updatedAt });
  }
  expect(opened[3]).toBeUndefined();
  expect(await t.database.db.select().from(studioUnfinishedRounds).where(eq(studioUnfinishedRounds.gameSessionId, spun[3]!.gameSessionId))).toEqual(
    [],
  );
  const [untouched] = await t.database.db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, pairs[3]!.id));
  expect(untouched!.nextNonce).toBe(pairs[3]!.nextNonce);
});
