import { describe, expect, it } from 'vitest';
import { apiPaths, convertMinorUnits, EUR_UNIT } from '@lodestar/contracts';
import { jackpotDrawFloat } from '@lodestar/games';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { activeServerSeedOf, creditCash, launch, studioClient } from './studio-test-kit.ts';

const t = useTestApp();
const JACKPOT_SLOT = 'lodestar:slot-starfall-fortune';
const pool = () => balanceOf(t.database.db, { owner: { type: 'house' }, currency: 'EUR', purpose: 'jackpot' });

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

    await studio.setClientSeed(hittingClientSeed(await activeServerSeedOf(t, playerId), 1, 10_000));
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

    await studio.setClientSeed(hittingClientSeed(await activeServerSeedOf(t, playerId), 1, 6_000));
    const poolAtHit = (await pool()) + 60n;
    const hit = (await studio.play(100_000)).body;
    expect(hit.round.jackpotWin).toBe(convertMinorUnits(poolAtHit, EUR_UNIT, { subunits_to_unit: 100_000_000, eurRate: '60000' }).toString());
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
