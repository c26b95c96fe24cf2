import { describe, expect, it } from 'vitest';
import { apiPaths, LOBBY_PAGE_SIZE } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { gamesRepo } from './repo.ts';

// Each launch a minute after the last: the order of the row is the order of the launches, whatever the machine's speed.
let clock = new Date('2026-03-01T12:00:00Z');
const t = useTestApp({}, { now: () => clock });

async function launch(cookie: string | undefined, id: string, demo: boolean) {
  clock = new Date(clock.getTime() + 60_000);
  const response = await t.app.inject({ method: 'POST', url: apiPaths.launchGame, headers: cookie ? { cookie } : {}, payload: { id, demo } });
  expect(response.statusCode).toBe(200);
}

const playedIds = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: apiPaths.playedGames, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json().games as { id: string }[]).map((game) => game.id);
};

describe('recently played games', () => {
  it('lists the games a player launched, real money or demo, newest first and each once', async () => {
    const { cookie } = await newPlayer(t);
    expect(await playedIds(cookie)).toEqual([]);

    await launch(cookie, 'lodestar:dice', true);
    await launch(cookie, 'lodestar:mines', false);
    await launch(cookie, 'lodestar:roulette', true);
    await launch(cookie, 'lodestar:dice', false);
    expect(await playedIds(cookie)).toEqual(['lodestar:dice', 'lodestar:roulette', 'lodestar:mines']);

    // A visitor's demo belongs to no one; another player's list is their own.
    await launch(undefined, 'lodestar:limbo', true);
    const other = await newPlayer(t);
    await launch(other.cookie, 'lodestar:keno', true);
    expect(await playedIds(cookie)).toEqual(['lodestar:dice', 'lodestar:roulette', 'lodestar:mines']);
    expect(await playedIds(other.cookie)).toEqual(['lodestar:keno']);
  });

  it('keeps to a lobby row of enabled games', async () => {
    const { cookie } = await newPlayer(t);
    const catalogue = (await t.app.inject({ method: 'GET', url: apiPaths.gamesAndCategories })).json().games as { id: string }[];
    const played = catalogue.slice(0, LOBBY_PAGE_SIZE + 2).map((game) => game.id);
    expect(played.length).toBeGreaterThan(LOBBY_PAGE_SIZE);
    for (const id of played) await launch(cookie, id, true);
    const newestFirst = played.slice(-LOBBY_PAGE_SIZE).reverse();
    expect(await playedIds(cookie)).toEqual(newestFirst);

    // A game staff take off the lobby leaves the row, and the game played before the row's last takes its place.
    await gamesRepo.update(t.database.db, newestFirst[0]!, { enabled: false });
    try {
      expect(await playedIds(cookie)).toEqual([...newestFirst.slice(1), played.at(-LOBBY_PAGE_SIZE - 1)]);
    } finally {
      await gamesRepo.update(t.database.db, newestFirst[0]!, { enabled: true });
    }
  });

  it('answers only a signed-in player', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.playedGames })).statusCode).toBe(401);
  });
});
