import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { Transaction } from '../../db/client.ts';
import { pipelinedBatch } from '../../db/pipelined-transaction.ts';
import { studioRepo, type StudioRoundRow } from './repo.ts';
import { studioRounds, studioSessionPositions } from './schema.ts';
import { seatedPlayer } from './studio-test-kit.ts';

/**
 * The settlements of a batch's rounds made in one turn go as one statement (settle-set-repo.ts), each answered as the
 * statement of one would answer it. Batches run on PostgreSQL only.
 */
const statements: string[] = [];
const t = useTestApp({}, { logQuery: (query) => statements.push(query) });
const SLOT = 'lodestar:slot-starfall-fortune';

const isSettleSet = (query: string) => query.trimStart().startsWith('with steps as');

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
  }
  // A step no longer pending is not settled again, as alone.
  expect(answers[rounds.length]).toBeUndefined();
});
