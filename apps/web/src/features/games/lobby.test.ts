import { describe, expect, it } from 'vitest';
import { gameArtworkUrl, type Game } from '@lodestar/contracts';
import { findGameByRouteName, gamePath, groupThousands, moreGamesLike, searchGames } from './lobby';

const game = (id: string, name: string, overrides: Partial<Game> = {}): Game => ({
  id,
  name,
  provider: 'Lodestar Originals',
  imageId: `lodestar${id}`,
  category: 'slots',
  launchId: id,
  rtp: '96.00',
  volatility: null,
  hasJackpot: false,
  thumbnail: gameArtworkUrl(id),
  ...overrides,
});

const catalogue = [
  game('StarfallFortune', 'Starfall Fortune'),
  game('Blackjack', 'Blackjack', { category: 'table' }),
  game('Mines', 'Mines', { category: 'instant', provider: 'Nebula Gaming' }),
  game('Roulette', 'European Roulette', { category: 'table' }),
];

describe('searchGames', () => {
  it('matches a case-insensitive part of the name', () => {
    expect(searchGames(catalogue, 'FALL').map((found) => found.name)).toEqual(['Starfall Fortune']);
    expect(searchGames(catalogue, 'roul').map((found) => found.name)).toEqual(['European Roulette']);
  });

  it('matches the provider too, and returns everything for a blank term', () => {
    expect(searchGames(catalogue, 'nebula').map((found) => found.name)).toEqual(['Mines']);
    expect(searchGames(catalogue, '   ')).toHaveLength(4);
  });

  it('finds nothing for a term no game has', () => {
    expect(searchGames(catalogue, 'zzz')).toEqual([]);
  });
});

describe('game routes', () => {
  it('builds the SPEC route from the image id and finds the game back from it', () => {
    const starfall = catalogue[0]!;
    expect(gamePath(starfall)).toBe('/game/lodestar-starfall-fortune');
    expect(gamePath(starfall, { demo: true })).toBe('/game/lodestar-starfall-fortune?demo=1');
    expect(findGameByRouteName(catalogue, 'lodestar-starfall-fortune')).toBe(starfall);
    expect(findGameByRouteName(catalogue, 'lodestar-unknown')).toBeUndefined();
  });

  it('finds a game whose image id holds a slash from the decoded route parameter', () => {
    const withSlash = game('x', 'Crash', { imageId: 'studio/crashGame' });
    expect(gamePath(withSlash)).toBe('/game/studio%2Fcrash-game');
    expect(findGameByRouteName([withSlash], 'studio/crash-game')).toBe(withSlash);
  });
});

describe('moreGamesLike', () => {
  it('suggests the same category first and never the game itself', () => {
    const blackjack = catalogue[1]!;
    expect(moreGamesLike(catalogue, blackjack, 2).map((found) => found.name)).toEqual(['European Roulette', 'Starfall Fortune']);
  });
});

describe('groupThousands', () => {
  it('groups the whole part and keeps the decimals as the server sent them', () => {
    expect(groupThousands('1234567.80')).toBe('1,234,567.80');
    expect(groupThousands('999.00')).toBe('999.00');
    expect(groupThousands('1000')).toBe('1,000');
  });
});
