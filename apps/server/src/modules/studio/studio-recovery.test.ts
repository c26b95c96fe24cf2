import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { errorCodes, messages } from '@lodestar/contracts';
import { studioGameFor } from '@lodestar/games';
import { onPostgres, useTestApp } from '../../../test/test-app.ts';
import { holdingLocks } from '../../db/lock-test-kit.ts';
import { verifyLedger } from '../ledger/index.ts';
import { fundsOf } from '../payments/payments-test-kit.ts';
import { studioRounds } from './schema.ts';
import { STALE_PENDING_MS } from './settlement.ts';
import { pendingAgainAfterItsWalletCalls, seatedPlayer } from './studio-test-kit.ts';

const t = useTestApp();
const longAgo = () => new Date(Date.now() - STALE_PENDING_MS - 1000);

describe('crash recovery', () => {
  it('settles a step left pending after its money moved by repeating the same wallet calls, moving nothing twice', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:dice');
    const { round } = (await studio.play(100, { target: 50, direction: 'over' })).body;
    const funds = await fundsOf(t, cookie);
    // As if the process died after the wallet calls, before the round was marked settled.
    const row = await pendingAgainAfterItsWalletCalls(t, round.id, longAgo());
    const next = await studio.play(100, { target: 50, direction: 'over' });
    expect(next.status).toBe(200);
    const [settled] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, round.id));
    expect(settled).toMatchObject({ status: 'closed', stake: 100n, payout: row.payout, pending: null });
    // Only the new round moved money: the repeated bet and win of the first were recognised by their ids.
    const cashBefore = BigInt(Math.round(Number(funds.EUR) * 100));
    expect(next.body.balance).toBe((cashBefore - 100n + BigInt(next.body.round.payout)).toString());
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('pays a cash-out whose request died before the wallet was called', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:mines');
    for (let attempt = 0; attempt < 10; attempt++) {
      const opened = (await studio.play(100, { mineCount: 1 })).body.round;
      const revealed = (await studio.act(opened.id, { action: 'reveal', tile: 7 })).body.round;
      if (revealed.status === 'closed') continue;
      const [row] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, opened.id));
      const mines = studioGameFor('mines')!;
      const cashedOut = mines.act!(row!.state, { action: 'cashout' });
      const payout = mines.payout(cashedOut.state);
      await t.database.db
        .update(studioRounds)
        .set({
          status: 'pending',
          updatedAt: longAgo(),
          pending: { state: cashedOut.state, staked: '0', finished: true, payout: payout.toString(), action: { action: 'cashout' } },
        })
        .where(eq(studioRounds.id, opened.id));
      const before = BigInt(Math.round(Number((await fundsOf(t, cookie)).EUR) * 100));
      const session = (await studio.session()).body;
      expect(session.openRound).toBeNull();
      expect(BigInt(session.balance)).toBe(before + payout);
      const [settled] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, opened.id));
      expect(settled).toMatchObject({ status: 'closed', payout, actions: [{ action: 'reveal', tile: 7 }, { action: 'cashout' }] });
      return;
    }
    throw new Error('tile 7 was the mine ten times running');
  });
});

describe.runIf(onPostgres)('a spin whose player is held elsewhere (PostgreSQL: PGlite has one connection, nothing waits)', () => {
  it("answers 503 ACCOUNT_BUSY when the player's rows stay held past the wallet's wait, and leaves no round open: the seat plays once they are free", async () => {
    const { studio, playerId, cookie } = await seatedPlayer(t, 'lodestar:dice');
    const before = await fundsOf(t, cookie);
    const held = await holdingLocks(t.database.db, [
      sql`select id from ledger_accounts where owner_type = 'player' and owner_id = ${playerId} for update`,
    ]);
    onTestFinished(() => held.release());
    const busy = await studio.play(100, { target: 50, direction: 'over' });
    expect(busy).toMatchObject({ status: 503, body: { code: errorCodes.accountBusy, message: messages.http.accountBusy } });
    await held.release();
    // Nothing moved, and no pending round holds the seat until the recovery job.
    expect(await fundsOf(t, cookie)).toEqual(before);
    expect((await studio.session()).body.openRound).toBeNull();
    expect(await t.database.db.select().from(studioRounds).where(eq(studioRounds.playerId, playerId))).toEqual([]);
    expect((await studio.play(100, { target: 50, direction: 'over' })).status).toBe(200);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});
