import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWalletPaths, type WalletResponse } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGameSessionService, STUDIO_PROVIDER_ID } from '../games/index.ts';
import { PROGRESSIVE_JACKPOT_SEED_EUR_CENTS } from '@lodestar/contracts';
import { games, gameSessions } from '../../db/schema.ts';
import { balanceOf, verifyLedger } from '../ledger/index.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';

let t: TestApp;
const GAME = 'lodestar:test-slot';
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(games).values({
    id: GAME,
    name: 'Test Slot',
    provider: 'Lodestar Originals',
    imageId: 'lodestar:TestSlot',
    category: 'slots',
    launchId: 'test-slot',
    rtp: '96.00',
    sortOrder: 1,
    hasJackpot: true,
    walletProviderId: STUDIO_PROVIDER_ID,
    maxMultiplier: '100',
  });
});
afterAll(() => t.close());

/** A player with 50.00 EUR and a live real-money launch token. */
async function seated() {
  const player = await newPlayer(t);
  await depositByCard(t, player.cookie, '50');
  const { token, session } = await createGameSessionService({ db: t.database.db }).issue({
    playerId: player.playerId,
    gameId: GAME,
    currency: 'EUR',
    mode: 'real',
  });
  const base = { user: player.playerId, token, game_code: GAME };
  return { ...player, sessionId: session.id, base };
}

async function call(path: string, body: Record<string, unknown>, options: { secret?: string; provider?: string } = {}): Promise<WalletResponse> {
  const signed = signedProviderRequest(options.provider ?? STUDIO_PROVIDER_ID, options.secret ?? t.config.STUDIO_WALLET_SECRET, body);
  const response = await t.app.inject({ method: 'POST', url: path, ...signed });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const bet = (base: object, transaction: string, amount: number, round = 'round-1') =>
  call(providerWalletPaths.bet, { ...base, transaction_uuid: transaction, round, amount, currency: 'EUR' });
const win = (base: object, transaction: string, reference: string, amount: number, round = 'round-1') =>
  call(providerWalletPaths.win, {
    ...base,
    transaction_uuid: transaction,
    reference_transaction_uuid: reference,
    round,
    round_closed: true,
    amount,
    currency: 'EUR',
  });
const rollback = (base: object, transaction: string, reference: string, round = 'round-1') =>
  call(providerWalletPaths.rollback, { ...base, transaction_uuid: transaction, reference_transaction_uuid: reference, round });

describe('provider wallet protocol', () => {
  it('answers the balance, takes a bet and pays a win in minor units', async () => {
    const { base, playerId } = await seated();
    expect(await call(providerWalletPaths.balance, base)).toMatchObject({ status: 'RS_OK', balance: 5000, currency: 'EUR', user: playerId });
    expect(await bet(base, 'bet-1', 150)).toMatchObject({ status: 'RS_OK', balance: 4850 });
    expect(await win(base, 'win-1', 'bet-1', 600)).toMatchObject({ status: 'RS_OK', balance: 5450 });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('treats a replay as the same call and another call with the same id as a duplicate', async () => {
    const { base } = await seated();
    expect((await bet(base, 'bet-r', 100)).balance).toBe(4900);
    expect(await bet(base, 'bet-r', 100)).toMatchObject({ status: 'RS_OK', balance: 4900 });
    expect((await bet(base, 'bet-r', 200)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await win(base, 'win-r', 'bet-r', 300)).balance).toBe(5200);
    expect((await win(base, 'win-r', 'bet-r', 300)).balance).toBe(5200);
    expect((await win(base, 'win-r', 'bet-r', 301)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
  });

  it('refuses a bet above the balance with the balance in the answer, moving nothing', async () => {
    const { base } = await seated();
    expect(await bet(base, 'bet-big', 5001)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5000 });
    expect((await call(providerWalletPaths.balance, base)).balance).toBe(5000);
    // The refused id was not recorded: a later, affordable bet with it goes through.
    expect((await bet(base, 'bet-big', 5000)).balance).toBe(0);
  });

  it('rolls a bet back once, and refuses wins on it', async () => {
    const { base } = await seated();
    await bet(base, 'bet-x', 700);
    expect((await rollback(base, 'rb-x', 'bet-x')).balance).toBe(5000);
    expect((await rollback(base, 'rb-x', 'bet-x')).balance).toBe(5000);
    expect((await rollback(base, 'rb-x2', 'bet-x')).balance).toBe(5000);
    expect((await win(base, 'win-x', 'bet-x', 100)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('remembers a rollback that arrives before its bet and refuses the bet', async () => {
    const { base } = await seated();
    expect((await rollback(base, 'rb-early', 'bet-late')).status).toBe('RS_OK');
    expect((await bet(base, 'bet-late', 100)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await call(providerWalletPaths.balance, base)).balance).toBe(5000);
  });

  it('refuses a bet replayed after its rollback, and a rollback id reused for another bet', async () => {
    const { base } = await seated();
    await bet(base, 'bet-y', 100);
    expect((await rollback(base, 'rb-y', 'bet-y')).balance).toBe(5000);
    expect(await bet(base, 'bet-y', 100)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
    await bet(base, 'bet-z', 100);
    expect((await rollback(base, 'rb-y', 'bet-z')).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call(providerWalletPaths.balance, base)).balance).toBe(4900);
  });

  it('refuses a win for an unknown bet', async () => {
    const { base } = await seated();
    expect((await win(base, 'win-orphan', 'no-such-bet', 100)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });

  it('accepts wins, rollbacks and replayed bets with an expired token, but no new bets', async () => {
    const { base, sessionId } = await seated();
    await bet(base, 'bet-e', 100);
    await bet(base, 'bet-e3', 100, 'round-2');
    await t.database.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.id, sessionId));
    expect((await bet(base, 'bet-e2', 100)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await bet(base, 'bet-e', 100)).toMatchObject({ status: 'RS_OK', balance: 4800 });
    expect((await win(base, 'win-e', 'bet-e', 250)).balance).toBe(5050);
    expect((await rollback(base, 'rb-e', 'bet-e3', 'round-2')).balance).toBe(5150);
    // The refused new bet left nothing behind: its id is free for a bet on a live token.
    expect((await call(providerWalletPaths.balance, base)).balance).toBe(5150);
  });

  it('refuses bad signatures, unknown providers, wrong tokens, games, currencies and syntax', async () => {
    const { base } = await seated();
    expect((await call(providerWalletPaths.balance, base, { secret: 'not-the-studio-secret' })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const unknownProvider = await t.app.inject({
      method: 'POST',
      url: providerWalletPaths.balance,
      ...signedProviderRequest('someone-else', t.config.STUDIO_WALLET_SECRET, base),
    });
    expect(unknownProvider.statusCode).toBe(401);
    expect(unknownProvider.json().status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await call(providerWalletPaths.balance, { ...base, token: 'x'.repeat(43) })).status).toBe('RS_ERROR_INVALID_TOKEN');
    const stranger = await newPlayer(t);
    expect((await call(providerWalletPaths.balance, { ...base, user: stranger.playerId })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call(providerWalletPaths.balance, { ...base, game_code: 'lodestar:other' })).status).toBe('RS_ERROR_INVALID_GAME');
    expect((await call(providerWalletPaths.bet, { ...base, transaction_uuid: 'b', round: 'r', amount: 100, currency: 'BTC' })).status).toBe(
      'RS_ERROR_WRONG_CURRENCY',
    );
    expect((await call(providerWalletPaths.bet, { ...base, transaction_uuid: 'b', round: 'r', amount: -5, currency: 'EUR' })).status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
    expect((await call(providerWalletPaths.balance, base)).balance).toBe(5000);
  });

  it('never takes a demo session to the ledger', async () => {
    const player = await newPlayer(t);
    const { token } = await createGameSessionService({ db: t.database.db }).issue({ playerId: null, gameId: GAME, currency: 'EUR', mode: 'demo' });
    expect((await bet({ user: player.playerId, token, game_code: GAME }, 'demo-bet', 100)).status).toBe('RS_ERROR_INVALID_TOKEN');
  });
});

describe('progressive jackpot on the protocol', () => {
  const pool = () => balanceOf(t.database.db, { owner: { type: 'house' }, currency: 'EUR', purpose: 'jackpot' });
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
