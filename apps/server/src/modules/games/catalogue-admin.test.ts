import { beforeAll, describe, expect, it } from 'vitest';
import { adminGamePaths, apiPaths, type AdminGame } from '@lodestar/contracts';
import { latestAuditRows } from '../audit/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { fundsOf } from '../payments/payments-test-kit.ts';
import { useWalletTestApp, WALLET_TEST_GAME } from '../provider-wallet/provider-wallet-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { launch, openHand, studioClient } from '../studio/studio-test-kit.ts';

const clock = testClock();
const { t, seated, bet, win } = useWalletTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

let marketing: string;
let support: string;
beforeAll(async () => {
  marketing = (await kit.signedIn('marketing', clock.advance)).cookie;
  support = (await kit.signedIn('support', clock.advance)).cookie;
});

const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));
const staffCall = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const adminGames = async (): Promise<AdminGame[]> => (await staffCall(marketing, 'GET', adminGamePaths.list)).json().games;
const adminGame = async (id: string) => (await adminGames()).find((game) => game.id === id)!;
const lobbyIds = async (url: string): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url })).json().games.map((game: { id: string }) => game.id);
const segmentIds = async (segment: string): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: apiPaths.gamesAndCategories })).json().segments.find((s: { id: string }) => s.id === segment).gameIds;
/** The newest audit row of a call, as the staff guard wrote it. */
const lastAuditOf = async (action: string) => (await latestAuditRows(t.database.db, 50)).find((row) => row.action === action)!;

describe('catalogue calls are for staff with games:manage', () => {
  it('answers 401 without a staff session and 403 to a role without the permission, changing nothing', async () => {
    const calls = [
      ['GET', adminGamePaths.list, undefined],
      ['POST', path(adminGamePaths.enabled, 'lodestar:dice'), { enabled: false }],
      ['POST', path(adminGamePaths.categories, 'lodestar:dice'), { categories: ['table'] }],
      ['POST', adminGamePaths.featuredOrder, { gameIds: ['lodestar:dice'] }],
      ['POST', adminGamePaths.topOrder, { gameIds: ['lodestar:dice'] }],
    ] as const;
    const featuredBefore = await lobbyIds(apiPaths.featuredGames);
    for (const [method, url, payload] of calls) {
      expect((await staffCall(undefined, method, url, payload)).statusCode).toBe(401);
      const denied = await staffCall(support, method, url, payload);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'STAFF_PERMISSION_MISSING' });
    }
    expect(await adminGame('lodestar:dice')).toMatchObject({ enabled: true, categories: ['instant'], topPosition: null });
    expect(await lobbyIds(apiPaths.featuredGames)).toEqual(featuredBefore);
    expect(await lastAuditOf(`POST ${adminGamePaths.enabled}`)).toMatchObject({ outcome: '403', target: 'lodestar:dice' });
  });

  it('lists the whole catalogue with categories and positions, and the known categories', async () => {
    const response = (await staffCall(marketing, 'GET', adminGamePaths.list)).json();
    expect(response.categories.map((category: { id: string }) => category.id)).toEqual(['slots', 'table', 'instant']);
    expect(response.games.find((game: AdminGame) => game.id === 'lodestar:slot-starfall-fortune')).toMatchObject({
      provider: 'Lodestar Originals',
      categories: ['slots'],
      enabled: true,
      featuredPosition: 1,
      thumbnail: '/images/games/slot-starfall-fortune-720.avif',
    });
  });
});

describe('enabling and disabling a game', () => {
  it('takes a disabled game off every lobby list at once, refuses its launch, and brings it back when enabled', async () => {
    const id = 'lodestar:roulette';
    expect(await lobbyIds(apiPaths.featuredGames)).toContain(id);
    const disabled = await staffCall(marketing, 'POST', path(adminGamePaths.enabled, id), { enabled: false });
    expect(disabled.json()).toEqual({ message: 'Game disabled: players no longer see or open it' });

    for (const url of [apiPaths.mainGames, apiPaths.featuredGames, apiPaths.topGames, apiPaths.gamesAndCategories])
      expect(await lobbyIds(url)).not.toContain(id);
    expect(await segmentIds('table')).not.toContain(id);
    expect(await adminGame(id)).toMatchObject({ enabled: false, featuredPosition: 4 });
    const launched = await t.app.inject({ method: 'POST', url: apiPaths.launchGame, payload: { id, demo: true } });
    expect(launched.statusCode).toBe(409);
    expect(launched.json()).toMatchObject({
      code: 'GAME_DISABLED',
      message: 'This game is not available at the moment. Choose another one from the lobby.',
    });
    expect(await lastAuditOf(`POST ${adminGamePaths.enabled}`)).toMatchObject({
      outcome: 'ok',
      target: id,
      details: { permission: 'games:manage', change: { before: { enabled: true }, after: { enabled: false } } },
    });

    await staffCall(marketing, 'POST', path(adminGamePaths.enabled, id), { enabled: true });
    expect(await lobbyIds(apiPaths.featuredGames)).toContain(id);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.launchGame, payload: { id, demo: true } })).statusCode).toBe(200);
  });

  it('answers 404 for a game not in the catalogue and 400 for a body without the flag', async () => {
    const unknown = await staffCall(marketing, 'POST', path(adminGamePaths.enabled, 'nobody:nothing'), { enabled: false });
    expect(unknown.statusCode).toBe(404);
    const bad = await staffCall(marketing, 'POST', path(adminGamePaths.enabled, 'lodestar:dice'), { enabled: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(await adminGame('lodestar:dice')).toMatchObject({ enabled: true });
  });

  it('lets a blackjack hand open before the game was disabled finish and settle, but deals no new hand', async () => {
    const id = 'lodestar:blackjack';
    const player = await seated();
    const studio = studioClient(t, await launch(t, id, { cookie: player.cookie }));
    const hand = await openHand(studio);
    await staffCall(marketing, 'POST', path(adminGamePaths.enabled, id), { enabled: false });

    const relaunch = await t.app.inject({
      method: 'POST',
      url: apiPaths.launchGame,
      headers: { cookie: player.cookie },
      payload: { id, demo: false },
    });
    expect(relaunch.json()).toMatchObject({ code: 'GAME_DISABLED' });
    expect((await studio.session()).body.openRound).toMatchObject({ id: hand.id, status: 'open' });
    const cents = async () => Math.round(Number((await fundsOf(t, player.cookie)).EUR) * 100);
    const beforeStanding = await cents();
    const stood = await studio.act(hand.id, { action: 'stand' });
    expect(stood.status).toBe(200);
    expect(stood.body.round).toMatchObject({ status: 'closed' });
    expect(await cents()).toBe(beforeStanding + Number(stood.body.round.payout));
    const next = await studio.play(100);
    expect(next).toMatchObject({ status: 409, body: { code: 'GAME_DISABLED' } });
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
    await staffCall(marketing, 'POST', path(adminGamePaths.enabled, id), { enabled: true });
  });

  it('pays the win of a provider round whose game was disabled after the bet', async () => {
    const player = await seated();
    expect((await bet(player.base, 'disabled-bet', 200)).status).toBe('RS_OK');
    await staffCall(marketing, 'POST', path(adminGamePaths.enabled, WALLET_TEST_GAME), { enabled: false });
    const paid = await win(player.base, 'disabled-win', 'disabled-bet', 500);
    expect(paid).toMatchObject({ status: 'RS_OK', balance: 5000 - 200 + 500 });
    await staffCall(marketing, 'POST', path(adminGamePaths.enabled, WALLET_TEST_GAME), { enabled: true });
  });
});

describe('categories', () => {
  it('refuses an unknown, empty or repeated category and changes nothing', async () => {
    for (const categories of [['poker'], [], ['table', 'table']]) {
      const response = await staffCall(marketing, 'POST', path(adminGamePaths.categories, 'lodestar:plinko'), { categories });
      expect(response.statusCode).toBe(400);
    }
    expect(await adminGame('lodestar:plinko')).toMatchObject({ categories: ['instant'] });
  });

  it('lists a game in every segment staff chose, at once', async () => {
    const response = await staffCall(marketing, 'POST', path(adminGamePaths.categories, 'lodestar:plinko'), { categories: ['instant', 'table'] });
    expect(response.json()).toEqual({ message: 'Categories saved' });
    expect(await segmentIds('table')).toContain('lodestar:plinko');
    expect(await segmentIds('instant')).toContain('lodestar:plinko');
    expect(await lastAuditOf(`POST ${adminGamePaths.categories}`)).toMatchObject({
      details: { change: { before: { categories: ['instant'] }, after: { categories: ['instant', 'table'] } } },
    });
  });
});

describe('featured and top order', () => {
  it('refuses an unknown game or a game given twice, and keeps the order as it was', async () => {
    const before = await lobbyIds(apiPaths.featuredGames);
    const unknown = await staffCall(marketing, 'POST', adminGamePaths.featuredOrder, { gameIds: ['lodestar:dice', 'nobody:nothing'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no game nobody:nothing in the catalogue');
    const twice = await staffCall(marketing, 'POST', adminGamePaths.topOrder, { gameIds: ['lodestar:dice', 'lodestar:dice'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors.gameIds).toEqual(['Each game may appear once in the order']);
    expect(await lobbyIds(apiPaths.featuredGames)).toEqual(before);
    expect((await adminGames()).filter((game) => game.topPosition !== null)).toEqual([]);
  });

  it('shows the featured row in the order staff saved, and audits the orders before and after', async () => {
    const before = (await adminGames())
      .filter((game) => game.featuredPosition !== null)
      .sort((a, b) => a.featuredPosition! - b.featuredPosition!)
      .map((game) => game.id);
    const order = ['lodestar:mines', 'lodestar:dice', 'lodestar:slot-starfall-fortune'];
    const saved = await staffCall(marketing, 'POST', adminGamePaths.featuredOrder, { gameIds: order });
    expect(saved.json()).toEqual({ message: 'Featured order saved' });
    expect(await lobbyIds(apiPaths.featuredGames)).toEqual(order);
    expect(await lastAuditOf(`POST ${adminGamePaths.featuredOrder}`)).toMatchObject({ details: { change: { before, after: order } } });
  });

  it('puts the pinned games first among the top games, then the most played', async () => {
    await staffCall(marketing, 'POST', adminGamePaths.topOrder, { gameIds: ['lodestar:keno', 'lodestar:limbo'] });
    const top = await lobbyIds(apiPaths.topGames);
    expect(top.slice(0, 2)).toEqual(['lodestar:keno', 'lodestar:limbo']);
    expect(top).toHaveLength(8);
    expect(new Set(top).size).toBe(8);
  });
});
