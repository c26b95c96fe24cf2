import { describe, expect, it } from 'vitest';
import { apiPaths, FREE_SPIN_GAME_ID, type GameHistoryPage } from '@lodestar/contracts';
import { WALLET_TEST_GAME } from '../provider-wallet/provider-wallet-test-kit.ts';
import { grantActivePromotion } from '../promotions/bet-hooks-test-kit.ts';
import { useBetHooksTestApp } from '../promotions/bet-hooks-wallet-test-kit.ts';

const { t, playerWithCash, seatAt, bet, win } = useBetHooksTestApp();

describe('the wallet type of a round (SPEC.md §3 game history round)', () => {
  it('comes from the recorded split: cash, bonus, mixed and free spin, with each wallet’s stake and balance after', async () => {
    const player = await playerWithCash(300n);
    await grantActivePromotion(t.database.db, { playerId: player.playerId, bonus: 1000n, freeSpins: 1 });
    const slot = await seatAt(player.playerId, WALLET_TEST_GAME);
    const spins = await seatAt(player.playerId, FREE_SPIN_GAME_ID);
    const id = (name: string) => `${player.playerId}:${name}`;
    expect((await bet(slot, id('cash'), 200, { round: 'h1-cash' })).status).toBe('RS_OK');
    expect((await bet(slot, id('mixed'), 300, { round: 'h2-mixed' })).status).toBe('RS_OK');
    expect((await bet(slot, id('bonus'), 500, { round: 'h3-bonus' })).status).toBe('RS_OK');
    expect((await bet(spins, id('spin'), 10, { round: 'h4-spin', free: true })).status).toBe('RS_OK');
    expect((await win(spins, id('spin-win'), id('spin'), 25, 'h4-spin')).status).toBe('RS_OK');

    const today = new Date().toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.betHistory}?from=${today}&to=${today}&size=10`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    const byRound = new Map((response.json() as GameHistoryPage).rounds.map((round) => [round.roundId, round.stake]));
    expect(byRound.get('h1-cash')).toMatchObject({
      walletType: 'cash',
      totalStake: '2.00',
      cashWalletStake: { stake: '2.00', balance: '1.00' },
      cashBonusWalletStake: { stake: '0.00', balance: '10.00' },
    });
    expect(byRound.get('h2-mixed')).toMatchObject({
      walletType: 'mixed',
      totalStake: '3.00',
      cashWalletStake: { stake: '1.00', balance: '0.00' },
      cashBonusWalletStake: { stake: '2.00', balance: '8.00' },
    });
    expect(byRound.get('h3-bonus')).toMatchObject({
      walletType: 'cash-bonus',
      cashWalletStake: { stake: '0.00' },
      cashBonusWalletStake: { stake: '5.00', balance: '3.00' },
    });
    // The last spin's win was unlocked into the bonus wallet when its round was settled.
    expect(byRound.get('h4-spin')).toMatchObject({
      walletType: 'free-spin',
      totalStake: '0.10',
      freeSpinBonusWalletStake: { stake: '0.10', balance: '0.00' },
      cashBonusWalletStake: { stake: '0.00', balance: '3.25' },
      cashWalletStake: { stake: '0.00', balance: '0.00' },
    });
  });
});
