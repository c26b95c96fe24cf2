import { describe, expect, it } from 'vitest';
import { apiPaths, convertMinorUnits, EUR_UNIT } from '@lodestar/contracts';
import { jackpotDrawFloat } from '@lodestar/games';
import { useTestApp } from '../../../test/test-app.ts';
import { houseGameShardOf, houseShardBalances, verifyLedger } from '../ledger/index.ts';
import { jackpotPoolEurCents } from '../provider-wallet/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { activeServerSeedOf, creditCash, fixActiveClientSeed, launch, studioClient } from './studio-test-kit.ts';

const t = useTestApp();
const JACKPOT_SLOT = 'lodestar:slot-starfall-fortune';
const pool = () => jackpotPoolEurCents(t.database.db);

/** What each shard of the pool holds, by shard. */
const poolShards = async () => new Map((await houseShardBalances(t.database.db, 'EUR', 'jackpot')).map(({ shard, balance }) => [shard, balance]));

/** A client seed whose jackpot draw at this nonce is below the chance of a stake worth `stakeEurCents` (p = cents ÷ 10^8). */
function hittingClientSeed(serverSeed: string, nonce: number, stakeEurCents: number): string {
  for (let attempt = 0; ; attempt++) {
    const clientSeed = `hit-${attempt}`;
    if (jackpotDrawFloat({ serverSeed, clientSeed, nonce }) < stakeEurCents / 1e8) return clientSeed;
  }
}

async function jackpotPlayer(currency: string, cash: bigint) {
  const player = await newPlayer(t, currency);
  await creditCash(t, player.playerId, currency, cash);
  const studio = studioClient(t, await launch(t, JACKPOT_SLOT, { cookie: player.cookie, currency }));
  return { ...player, studio };
}

/** Two EUR jackpot players on different shards (a sixteenth of pairs share one: another is seated until they differ). */
async function jackpotPlayersOnTwoShards() {
  const first = await jackpotPlayer('EUR', 50_000n);
  let second = await jackpotPlayer('EUR', 50_000n);
  while (houseGameShardOf(second.playerId) === houseGameShardOf(first.playerId)) second = await jackpotPlayer('EUR', 50_000n);
  return [first, second] as const;
}

describe('progressive jackpot', () => {
  it('feeds the pool with 1 % of each real stake and pays the whole pool on a hit, then refills it', async () => {
    const { studio, playerId } = await jackpotPlayer('EUR', 50_000n);
    const session = (await studio.session()).body;
    expect(session.game.hasJackpot).toBe(true);
    // The house seeded the pool with 1,000.00 EUR when the installation started.
    expect(session.jackpot).toMatchObject({ amount: '100000', currency: 'EUR' });
    expect(session.jackpot.rules).toContain('Demo rounds neither feed nor win the pool.');

    const fed = (await studio.play(1000)).body;
    expect(fed.round.jackpotWin).toBeNull();
    expect(await pool()).toBe(100_010n);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.jackpots })).json().jackpots[0]).toMatchObject({ amount: '1000.10', currency: 'EUR' });

    await fixActiveClientSeed(t, playerId, hittingClientSeed(await activeServerSeedOf(t, playerId), 1, 10_000));
    const balanceBefore = BigInt(fed.balance);
    const hit = (await studio.play(10_000)).body;
    // The pool held 1,000.10 EUR plus this stake's own 1.00 EUR contribution.
    expect(hit.round.jackpotWin).toBe('100110');
    expect(hit.balance).toBe((balanceBefore - 10_000n + BigInt(hit.round.payout) + 100_110n).toString());
    expect(BigInt(hit.netPosition)).toBe(BigInt(fed.round.payout) - 1000n + BigInt(hit.round.payout) + 100_110n - 10_000n);
    expect(await pool()).toBe(100_000n);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('converts contributions and payouts between the round’s currency and the EUR pool through the fx accounts', async () => {
    const { studio, playerId } = await jackpotPlayer('BTC', 1_000_000n);
    const before = await pool();
    await studio.play(100_000);
    // 1 % of 0.001 BTC at 60,000 EUR is 0.60 EUR.
    expect(await pool()).toBe(before + 60n);

    await fixActiveClientSeed(t, playerId, hittingClientSeed(await activeServerSeedOf(t, playerId), 1, 6_000));
    const poolAtHit = (await pool()) + 60n;
    const hit = (await studio.play(100_000)).body;
    expect(hit.round.jackpotWin).toBe(convertMinorUnits(poolAtHit, EUR_UNIT, { subunits_to_unit: 100_000_000, eurRate: '60000' }).toString());
    expect(await pool()).toBe(100_000n);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('holds the pool in shards, each player’s stakes feeding their own, and empties every shard on a hit', async () => {
    const [first, second] = await jackpotPlayersOnTwoShards();
    const [firstShard, secondShard] = [houseGameShardOf(first.playerId), houseGameShardOf(second.playerId)];
    const before = await poolShards();
    const poolBefore = await pool();
    await first.studio.play(1000);
    await second.studio.play(3000);
    const fed = await poolShards();
    // Each stake's 1 % went to its player's shard, and nowhere else: concurrent stakes of the two do not share a row.
    expect((fed.get(firstShard) ?? 0n) - (before.get(firstShard) ?? 0n)).toBe(10n);
    expect((fed.get(secondShard) ?? 0n) - (before.get(secondShard) ?? 0n)).toBe(30n);
    expect(await pool()).toBe(poolBefore + 40n);
    expect([...fed.values()].reduce((sum, balance) => sum + balance, 0n)).toBe(poolBefore + 40n);

    await fixActiveClientSeed(t, first.playerId, hittingClientSeed(await activeServerSeedOf(t, first.playerId), 1, 10_000));
    const hit = (await first.studio.play(10_000)).body;
    // The whole pool, every shard of it, with this stake's own contribution.
    expect(hit.round.jackpotWin).toBe((poolBefore + 40n + 100n).toString());
    const refilled = await poolShards();
    expect(refilled.get(firstShard)).toBe(100_000n);
    for (const [shard, balance] of refilled) if (shard !== firstShard) expect(balance).toBe(0n);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('pays two hits at once one after the other, neither waiting on a shard the other holds', async () => {
    const [first, second] = await jackpotPlayersOnTwoShards();
    for (const player of [first, second]) {
      await player.studio.play(1000);
      await fixActiveClientSeed(t, player.playerId, hittingClientSeed(await activeServerSeedOf(t, player.playerId), 1, 10_000));
    }
    const poolBefore = await pool();
    const hits = await Promise.all([first.studio.play(10_000), second.studio.play(10_000)]);
    expect(hits.map((hit) => hit.status)).toEqual([200, 200]);
    const paid = hits.map((hit) => BigInt(hit.body.round.jackpotWin));
    // One emptied the pool with both stakes' contributions (or only its own, when the other's committed after its read);
    // the other emptied what was left: the refill and any contribution that stayed.
    expect(paid[0]! + paid[1]!).toBe(poolBefore + 200n + 100_000n);
    expect(await pool()).toBe(100_000n);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('keeps demo play away from the pool', async () => {
    const before = await pool();
    const studio = studioClient(t, await launch(t, JACKPOT_SLOT, { demo: true }));
    expect((await studio.play(10_000)).body.round.jackpotWin).toBeNull();
    expect(await pool()).toBe(before);
  });
});
