import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { houseGameShardOf, verifyLedger } from '../ledger/index.ts';
import { seatedPlayer } from './studio-test-kit.ts';

const t = useTestApp();
const DICE = 'lodestar:dice';

/** The shards of the house-game accounts a round's ledger transactions moved. */
async function houseGameShardsOfRound(roundId: string): Promise<number[]> {
  const rows = await t.database.db
    .selectDistinct({ shard: ledgerAccounts.shard })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.referenceId, `lodestar-originals:${roundId}`), eq(ledgerAccounts.purpose, 'house-game')));
  return rows.map((row) => row.shard);
}

/** Two seated players whose house-game shards differ (a sixteenth of pairs share one: seat another until they differ). */
async function playersOnTwoShards() {
  const first = await seatedPlayer(t, DICE);
  for (let attempt = 0; attempt < 10; attempt++) {
    const second = await seatedPlayer(t, DICE);
    if (houseGameShardOf(second.playerId) !== houseGameShardOf(first.playerId)) return [first, second] as const;
  }
  throw new Error('ten players on the same shard');
}

it("posts each player's spins on the player's own house-game shard, so two players do not share the house row", async () => {
  const players = await playersOnTwoShards();
  const shards: number[] = [];
  for (const { studio, playerId } of players) {
    for (let spin = 0; spin < 3; spin++) {
      const played = await studio.play(100, { target: 50, direction: 'over' });
      expect(played.status).toBe(200);
      expect(await houseGameShardsOfRound(played.body.round.id)).toEqual([houseGameShardOf(playerId)]);
    }
    shards.push(houseGameShardOf(playerId));
  }
  expect(new Set(shards).size).toBe(2);
  expect((await verifyLedger(t.database.db)).violations).toEqual([]);
});
