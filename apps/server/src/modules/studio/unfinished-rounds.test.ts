import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { studioRepo, type StudioRoundRow } from './repo.ts';
import { studioRounds, studioUnfinishedRounds } from './schema.ts';
import { seatedPlayer } from './studio-test-kit.ts';

/**
 * Which round of a game session is unfinished lives beside the rounds (migration 0029), kept by their trigger, so that
 * no index of studio_rounds names what a settlement changes and the settlement can be a HOT update (issue 16).
 */
const t = useTestApp();
const SLOT = 'lodestar:slot-starfall-fortune';

async function spunRound(): Promise<StudioRoundRow> {
  const { studio } = await seatedPlayer(t, SLOT);
  const answer = await studio.play(10);
  expect(answer.status).toBe(200);
  const [round] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, answer.body.round.id));
  return round!;
}

const unfinishedOf = async (round: StudioRoundRow) =>
  t.database.db.select().from(studioUnfinishedRounds).where(eq(studioUnfinishedRounds.gameSessionId, round.gameSessionId));

const setStatus = async (round: StudioRoundRow, status: StudioRoundRow['status']) => {
  const [row] = await t.database.db
    .update(studioRounds)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(studioRounds.id, round.id))
    .returning();
  return row!;
};

it("keeps each session's unfinished round as its round enters, moves within and leaves pending and open", async () => {
  const round = await spunRound();
  expect(await unfinishedOf(round)).toEqual([]);

  // Pending since a minute ago: a stale step, in the recovery's queue.
  const [pending] = await t.database.db
    .update(studioRounds)
    .set({ status: 'pending', updatedAt: sql`now() - interval '1 minute'` })
    .where(eq(studioRounds.id, round.id))
    .returning();
  expect(await unfinishedOf(round)).toEqual([
    { gameSessionId: round.gameSessionId, roundId: round.id, status: 'pending', since: pending!.updatedAt },
  ]);
  const inQueue = async () => (await studioRepo.pendingSince(t.database.db, new Date(), 1_000)).some(({ id }) => id === round.id);
  expect(await inQueue()).toBe(true);
  // A recovery's claim moves updated_at to now: the queue's row moves with it, and the step leaves the queue until stale.
  const claimed = (await studioRepo.claimStalePending(t.database.db, new Date(Date.now() - 1_000), 1_000)).find(({ id }) => id === round.id);
  expect(claimed!.updatedAt.getTime()).toBeGreaterThan(pending!.updatedAt.getTime());
  expect((await unfinishedOf(round))[0]?.since).toEqual(claimed!.updatedAt);
  expect(await studioRepo.pendingSince(t.database.db, new Date(Date.now() - 1_000), 1_000)).not.toContainEqual(
    expect.objectContaining({ id: round.id }),
  );

  const open = await setStatus(round, 'open');
  expect(await unfinishedOf(round)).toEqual([{ gameSessionId: round.gameSessionId, roundId: round.id, status: 'open', since: open.updatedAt }]);
  expect((await studioRepo.findUnfinished(t.database.db, round.gameSessionId))?.round.id).toBe(round.id);
  // The queue holds only pending steps.
  expect(await inQueue()).toBe(false);

  await setStatus(round, 'closed');
  expect(await unfinishedOf(round)).toEqual([]);
  expect(await studioRepo.findUnfinished(t.database.db, round.gameSessionId)).toBeUndefined();
});

it('refuses a second unfinished round of a session on its key, and frees the session when a pending round is deleted', async () => {
  const first = await spunRound();
  await setStatus(first, 'pending');
  const { id: _id, ...copy } = first;
  // Written open at once, as a demo hand is: it claims its session as a pending one does.
  const second = { ...copy, nonce: first.nonce + 1_000, status: 'open' as const };
  await expect(t.database.db.insert(studioRounds).values(second)).rejects.toMatchObject({ cause: { code: '23505' } });

  expect(await studioRepo.deletePending(t.database.db, first.id)).toBe(true);
  expect(await unfinishedOf(first)).toEqual([]);
  await t.database.db.insert(studioRounds).values(second);
  expect((await unfinishedOf(first))[0]).toMatchObject({ status: 'open' });
});

it("names neither a round's status nor its last write in any index of the rounds, so a settlement can be a HOT update", async () => {
  // Whether a given settlement is HOT also depends on room on its page, which the rounds of earlier tests decide: the
  // indexes are what this change controls. Any index naming either column (as a key or in its predicate) would make
  // every settlement write into every index again.
  const indexes = rowsOf<{ name: string; definition: string }>(
    await t.database.db.execute(
      sql`select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'studio_rounds'::regclass`,
    ),
  );
  expect(indexes.map(({ name }) => name).sort()).toEqual(['studio_rounds_pkey', 'studio_rounds_player_idx']);
  expect(indexes.filter(({ definition }) => /\b(status|updated_at)\b/.test(definition))).toEqual([]);
});
