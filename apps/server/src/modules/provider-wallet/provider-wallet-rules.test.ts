import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROGRESSIVE_JACKPOT_SEED_EUR_CENTS, providerWalletPaths } from '@lodestar/contracts';
import { games } from '../../db/schema.ts';
import { createGameSessionService } from '../games/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { jackpotPoolEurCents } from './jackpot-postings.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { useWalletTestApp, WALLET_TEST_GAME as GAME } from './provider-wallet-test-kit.ts';

const { t, seated, call, bet, win, rollback } = useWalletTestApp();

describe('progressive jackpot on the protocol', () => {
  const pool = () => jackpotPoolEurCents(t.database.db);
  const jackpotWin = (base: object, transaction: string, reference: string, amount = 0) =>
    call(providerWalletPaths.win, {
      ...base,
      transaction_uuid: transaction,
      reference_transaction_uuid: reference,
      round: 'round-1',
      round_closed: true,
      amount,
      currency: 'EUR',
      jackpot: true,
    });

  it('moves a bet’s contribution into the pool and pays the whole pool on a jackpot win, once', async () => {
    const { base } = await seated();
    const before = await pool();
    const contributed = (transaction: string, contribution: number) =>
      call(providerWalletPaths.bet, {
        ...base,
        transaction_uuid: transaction,
        round: 'round-1',
        amount: 100,
        currency: 'EUR',
        jackpot_contribution: contribution,
      });
    expect(await contributed('bet-j', 20)).toMatchObject({ status: 'RS_OK', balance: 4900 });
    expect(await pool()).toBe(before + 20n);
    expect((await contributed('bet-j', 30)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await contributed('bet-j2', 101)).status).toBe('RS_ERROR_WRONG_SYNTAX');

    expect((await jackpotWin(base, 'jp-1', 'bet-j', 5)).status).toBe('RS_ERROR_WRONG_SYNTAX');
    const paid = await jackpotWin(base, 'jp-1', 'bet-j');
    expect(paid).toMatchObject({ status: 'RS_OK', jackpot_amount: Number(before + 20n), balance: 4900 + Number(before + 20n) });
    expect(await pool()).toBe(PROGRESSIVE_JACKPOT_SEED_EUR_CENTS);
    expect(await jackpotWin(base, 'jp-1', 'bet-j')).toMatchObject({ status: 'RS_OK', jackpot_amount: Number(before + 20n), balance: paid.balance });
    expect(await pool()).toBe(PROGRESSIVE_JACKPOT_SEED_EUR_CENTS);
    // A second jackpot of the same round under a new id would pay the refilled pool again.
    expect((await jackpotWin(base, 'jp-2', 'bet-j')).status).toBe('RS_ERROR_WIN_LIMIT_EXCEEDED');
    expect(await pool()).toBe(PROGRESSIVE_JACKPOT_SEED_EUR_CENTS);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });
});

describe('what a provider may not do, even with a valid signature (Hub88 rules)', () => {
  const balance = async (base: Record<string, unknown>) => (await call(providerWalletPaths.balance, base)).balance;

  it('refuses a rollback of a bet whose round paid a win, on every retry, and refunds nothing', async () => {
    const { base } = await seated();
    await bet(base, 'bet-s', 300);
    expect((await win(base, 'win-s', 'bet-s', 500)).balance).toBe(5200);
    expect((await rollback(base, 'rb-s', 'bet-s')).status).toBe('RS_ERROR_BET_ALREADY_SETTLED');
    expect((await rollback(base, 'rb-s', 'bet-s')).status).toBe('RS_ERROR_BET_ALREADY_SETTLED');
    expect(await balance(base)).toBe(5200);
    // Even a win of nothing settles the round: a lost round's stake cannot be taken back either.
    await bet(base, 'bet-lost', 300, 'round-lost');
    await win(base, 'win-lost', 'bet-lost', 0, 'round-lost');
    expect((await rollback(base, 'rb-lost', 'bet-lost', 'round-lost')).status).toBe('RS_ERROR_BET_ALREADY_SETTLED');
    expect(await balance(base)).toBe(4900);
  });

  it('pays a win only for a bet of the same round, player and game', async () => {
    const { base } = await seated();
    const other = await seated();
    await bet(base, 'bet-own', 100, 'round-a');
    expect((await win(base, 'win-elsewhere', 'bet-own', 100, 'round-b')).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await win(other.base, 'win-theirs', 'bet-own', 100, 'round-a')).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await rollback(base, 'rb-elsewhere', 'bet-own', 'round-b')).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await balance(base)).toBe(4900);
    expect(await balance(other.base)).toBe(5000);
  });

  it("caps a round's wins at the game's maximum multiplier times its live stakes, and refuses the excess whole", async () => {
    const { base } = await seated();
    await bet(base, 'bet-c1', 100, 'round-c');
    expect((await win(base, 'win-c-huge', 'bet-c1', 616_000_000_000_000, 'round-c')).status).toBe('RS_ERROR_WIN_LIMIT_EXCEEDED');
    expect((await win(base, 'win-c1', 'bet-c1', 6_000, 'round-c')).balance).toBe(10_900);
    expect((await win(base, 'win-c2', 'bet-c1', 4_001, 'round-c')).status).toBe('RS_ERROR_WIN_LIMIT_EXCEEDED');
    expect((await win(base, 'win-c2', 'bet-c1', 4_000, 'round-c')).balance).toBe(14_900);
    expect((await win(base, 'win-c3', 'bet-c1', 1, 'round-c')).status).toBe('RS_ERROR_WIN_LIMIT_EXCEEDED');
    // A further wager of the round (a double) raises its cap; a rolled-back one does not.
    await bet(base, 'bet-c2', 100, 'round-c');
    await bet(base, 'bet-c3', 1000, 'round-c');
    expect((await rollback(base, 'rb-c3', 'bet-c3', 'round-c')).status).toBe('RS_ERROR_BET_ALREADY_SETTLED');
    expect((await win(base, 'win-c4', 'bet-c1', 120_000, 'round-c')).status).toBe('RS_ERROR_WIN_LIMIT_EXCEEDED');
    expect((await win(base, 'win-c4', 'bet-c1', 110_000, 'round-c')).balance).toBe(14_900 - 1_100 + 110_000);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('refuses calls on a game that belongs to another provider, and jackpot money on a game without a jackpot', async () => {
    const player = await newPlayer(t);
    await depositByCard(t, player.cookie, '50');
    await t.database.db.insert(games).values({
      id: 'elsewhere:slot',
      name: 'Foreign Slot',
      provider: 'Elsewhere',
      imageId: 'elsewhere:Slot',
      category: 'slots',
      categories: ['slots'],
      launchId: 'foreign-slot',
      rtp: '96.00',
      sortOrder: 2,
      walletProviderId: 'elsewhere',
      maxMultiplier: '100',
    });
    const sessions = createGameSessionService({ db: t.database.db });
    const foreign = await sessions.issue({ playerId: player.playerId, gameId: 'elsewhere:slot', currency: 'EUR', mode: 'real' });
    expect((await bet({ user: player.playerId, token: foreign.token, game_code: 'elsewhere:slot' }, 'bet-f', 100)).status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    await t.database.db.update(games).set({ hasJackpot: false }).where(eq(games.id, GAME));
    try {
      const { base } = await seated();
      const contributed = await call(providerWalletPaths.bet, {
        ...base,
        transaction_uuid: 'bet-nj',
        round: 'r',
        amount: 100,
        currency: 'EUR',
        jackpot_contribution: 1,
      });
      expect(contributed.status).toBe('RS_ERROR_INVALID_GAME');
      expect(await balance(base)).toBe(5000);
    } finally {
      await t.database.db.update(games).set({ hasJackpot: true }).where(eq(games.id, GAME));
    }
  });
});
