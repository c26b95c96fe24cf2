import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, gameRouteName, PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, providerWalletPaths } from '@lodestar/contracts';
import { slotTitles, tableGames } from '@lodestar/games';
import { useTestApp } from '../../../test/test-app.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { signProviderBody } from '../../platform/provider-signature.ts';
import { STUDIO_PROVIDER_ID } from './game-sessions.ts';

const t = useTestApp();

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

async function walletCall(path: string, body: Record<string, unknown>) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const headers = {
    'content-type': 'application/json',
    [PROVIDER_ID_HEADER]: STUDIO_PROVIDER_ID,
    [PROVIDER_SIGNATURE_HEADER]: signProviderBody(t.config.STUDIO_WALLET_SECRET, raw),
  };
  return (await t.app.inject({ method: 'POST', url: path, headers, payload: raw })).json();
}

describe('game catalogue', () => {
  it('lists every Lodestar Original with its engine’s RTP', async () => {
    const { games, segments } = await get(apiPaths.gamesAndCategories);
    expect(games).toHaveLength(slotTitles.length + tableGames.length);
    const starfall = games.find((game: { launchId: string }) => game.launchId === 'slot-starfall-fortune');
    const engine = slotTitles.find((title) => title.id === 'slot-starfall-fortune')!;
    expect(starfall).toMatchObject({
      name: engine.name,
      provider: 'Lodestar Originals',
      category: 'slots',
      rtp: (engine.theoreticalRtp * 100).toFixed(2),
      hasJackpot: true,
    });
    expect(gameRouteName(starfall.imageId)).toBe('lodestar-starfall-fortune');
    expect(segments.map((segment: { id: string }) => segment.id)).toEqual(['slots', 'table', 'instant', 'jackpot']);
    expect(segments.find((segment: { id: string }) => segment.id === 'slots').gameIds).toHaveLength(slotTitles.length);
    expect((await get(apiPaths.newGames)).recommendedGames.length).toBeGreaterThan(0);
    expect((await get(apiPaths.featuredGames)).games.length).toBeGreaterThan(0);
    expect(await get(apiPaths.skinConfiguration)).toMatchObject({ numberOfGames: 12, searchInitial: 5, searchStep: 3 });
    expect((await get(apiPaths.jackpots)).jackpots[0]).toMatchObject({ amount: '1000.00', currency: 'EUR' });
  });

  it('names game routes as SPEC.md §2 says', () => {
    expect(gameRouteName('lodestarStarfallFortune')).toBe('lodestar-starfall-fortune');
    expect(gameRouteName('netent:StarburstTouch')).toBe('netent:-starburst-touch');
    expect(gameRouteName('evolution/LightningRoulette')).toBe('evolution%2F-lightning-roulette');
  });
});

describe('launching', () => {
  it('launches demo for anyone and real money only for a signed-in player', async () => {
    const demo = await t.app.inject({ method: 'POST', url: apiPaths.launchGame, payload: { id: 'lodestar:dice', demo: true } });
    expect(demo.json()).toMatchObject({ mode: 'demo', currency: 'EUR' });
    expect(demo.json().url).toMatch(/^\/studio\/dice\/\?token=.+&mode=demo$/);
    const anonymous = await t.app.inject({ method: 'POST', url: apiPaths.launchGame, payload: { id: 'lodestar:dice', demo: false } });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await newPlayer(t, 'BTC');
    const real = await t.app.inject({ method: 'POST', url: apiPaths.launchGame, headers: { cookie }, payload: { id: 'lodestar:dice', demo: false } });
    expect(real.json()).toMatchObject({ mode: 'real', currency: 'BTC' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: apiPaths.launchGame,
      headers: { cookie },
      payload: { id: 'lodestar:nothing', demo: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses real money in a currency the player holds no wallet in, and opens none', async () => {
    const { cookie } = await newPlayer(t, 'EUR');
    const launchIn = (currency: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.launchGame, headers: { cookie }, payload: { id: 'lodestar:dice', demo: false, currency } });
    const refused = await launchIn('BTC');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_WALLET_IN_CURRENCY',
      message: 'You have no BTC wallet yet. Add BTC to your wallets, then start the game.',
    });
    const funds = async () => (await t.app.inject({ method: 'GET', url: apiPaths.funds, headers: { cookie } })).json();
    expect(JSON.stringify(await funds())).not.toContain('BTC');
    // Once the player adds the currency, the same launch goes through.
    await t.app.inject({ method: 'POST', url: apiPaths.funds, headers: { cookie }, payload: { currency: 'BTC' } });
    expect((await launchIn('BTC')).json()).toMatchObject({ mode: 'real', currency: 'BTC' });
  });
});

describe('favourites', () => {
  it('adds, lists and removes favourite games', async () => {
    const { cookie } = await newPlayer(t);
    const add = await t.app.inject({
      method: 'POST',
      url: apiPaths.favoriteGames,
      headers: { cookie },
      payload: { id: 'lodestar:mines', name: 'Mines' },
    });
    expect(add.json().games.map((game: { id: string }) => game.id)).toEqual(['lodestar:mines']);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.favoriteGames, headers: { cookie }, payload: { id: 'lodestar:nope' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: apiPaths.favoriteGame('lodestar:mines'), headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.favoriteGames, headers: { cookie } })).json().games).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: apiPaths.favoriteGame('lodestar:mines'), headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.favoriteGames })).statusCode).toBe(401);
  });
});

describe('popularity and winners', () => {
  it('ranks top games by real bets and lists only rounds that paid more than their stake, with profit, multiplier and masked names', async () => {
    const { cookie, playerId } = await newPlayer(t);
    await depositByCard(t, cookie, '40');
    const launch = (
      await t.app.inject({ method: 'POST', url: apiPaths.launchGame, headers: { cookie }, payload: { id: 'lodestar:keno', demo: false } })
    ).json();
    const token = new URL(launch.url, 'http://x').searchParams.get('token')!;
    const base = { user: playerId, token, game_code: 'lodestar:keno', currency: 'EUR' };
    const play = async (round: string, stake: number, wins: number[]) => {
      await walletCall(providerWalletPaths.bet, { ...base, transaction_uuid: `bet-${round}`, round, amount: stake });
      for (const [index, amount] of wins.entries()) {
        const answer = await walletCall(providerWalletPaths.win, {
          ...base,
          transaction_uuid: `win-${round}-${index}`,
          reference_transaction_uuid: `bet-${round}`,
          round,
          round_closed: index === wins.length - 1,
          amount,
        });
        expect(answer.status).toBe('RS_OK');
      }
    };
    await play('won', 100, [2500]);
    // Paid in two wins: one row, at its last win, for the round's whole payout.
    await play('won-twice', 200, [100, 400]);
    // A partial return (0.50 of 1.00), an even-money return and a loss: none of them is a win.
    await play('partial-return', 100, [50]);
    await play('even-money', 100, [100]);
    await play('lost', 100, [0]);

    expect((await get(apiPaths.topGames)).games[0].id).toBe('lodestar:keno');
    const latest = (await get(apiPaths.latestWinners)).winners;
    expect(latest).toEqual([
      expect.objectContaining({ gameId: 'lodestar:keno', player: 'Ada L.', amount: '3.00', multiplier: '2.50', currency: 'EUR' }),
      expect.objectContaining({ gameId: 'lodestar:keno', player: 'Ada L.', amount: '24.00', multiplier: '25.00', currency: 'EUR' }),
    ]);
    expect((await get(apiPaths.topWinners)).winners).toMatchObject([
      { amount: '24.00', multiplier: '25.00' },
      { amount: '3.00', multiplier: '2.50' },
    ]);
  });
});
