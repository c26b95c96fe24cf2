import { describe, expect, it } from 'vitest';
import { providerWalletPaths } from '@lodestar/contracts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';
import { createGameSessionService, GAME_SESSION_TTL_MS } from '../games/index.ts';
import { testClock } from '../staff/staff-test-kit.ts';
import { verifyLedger } from '../ledger/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { useWalletTestApp, WALLET_TEST_GAME as GAME } from './provider-wallet-test-kit.ts';

// The clock moves the expiry test's token past its life; everything else of the file reads the same clock.
const clock = testClock();
const { t, seated, call, bet, win, rollback } = useWalletTestApp({}, { now: clock.now });

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

  it('refuses as rolled back a bet replayed after its rollback, even one the player could no longer pay', async () => {
    const { base } = await seated();
    await bet(base, 'bet-w', 4000);
    expect((await rollback(base, 'rb-w', 'bet-w')).balance).toBe(5000);
    await bet(base, 'bet-v', 2000);
    // Taken as new, the stake would be refused for want of money: the rollback's refusal comes first.
    expect(await bet(base, 'bet-w', 4000)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
    expect((await call(providerWalletPaths.balance, base)).balance).toBe(3000);
  });

  it('refuses a win for an unknown bet', async () => {
    const { base } = await seated();
    expect((await win(base, 'win-orphan', 'no-such-bet', 100)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });

  it('accepts wins, rollbacks and replayed bets with an expired token, but no new bets', async () => {
    const { base } = await seated();
    await bet(base, 'bet-e', 100);
    await bet(base, 'bet-e3', 100, 'round-2');
    clock.advance(GAME_SESSION_TTL_MS);
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
