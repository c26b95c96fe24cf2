import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { GamesAndCategoriesResponse, HomeLobbyAnswers } from '@lodestar/contracts';
import { loadConfig } from '../../config.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { GeoService } from '../geo/index.ts';
import { createBootState } from './boot-state.ts';

const geo = { restrictedCountries: async () => ['US'], locate: () => ({ country: 'United Kingdom', isoCode: 'GB' }) } as unknown as GeoService;
const accounts = { authenticate: async () => undefined } as unknown as AccountsService;
const catalogue: GamesAndCategoriesResponse = { games: [], segments: [] };
const homeLobby = { topGames: { games: [] } } as unknown as HomeLobbyAnswers;

function pageRequest(url: string) {
  const error = vi.fn();
  return { request: { url, ip: '192.0.2.1', cookies: {}, log: { error } } as unknown as FastifyRequest, loggedError: error };
}

describe('the boot state of a page', () => {
  it('carries the catalogue on the pages with a first screen, and the lobby answers on the home page only', async () => {
    const bootStateOf = createBootState({
      config: loadConfig({}),
      geo,
      accounts,
      catalogue: async () => catalogue,
      homeLobby: async () => homeLobby,
    });
    expect(await bootStateOf(pageRequest('/').request)).toMatchObject({ catalogue, homeLobby, authenticated: false });
    const games = await bootStateOf(pageRequest('/games?category=slots').request);
    expect(games.catalogue).toEqual(catalogue);
    expect(games.homeLobby).toBeUndefined();
    const terms = await bootStateOf(pageRequest('/terms').request);
    expect(terms.catalogue).toBeUndefined();
    expect(terms.homeLobby).toBeUndefined();
  });

  it('goes without the games answers when their read fails, and logs it: the page still comes and asks the calls itself', async () => {
    const failing = async () => {
      throw new Error('the database is away');
    };
    const bootStateOf = createBootState({ config: loadConfig({}), geo, accounts, catalogue: failing, homeLobby: failing });
    const { request, loggedError } = pageRequest('/');
    const state = await bootStateOf(request);
    expect(state.catalogue).toBeUndefined();
    expect(state.homeLobby).toBeUndefined();
    expect(state.currentIp).toEqual({ country: 'United Kingdom', isoCode: 'GB' });
    expect(state.restrictedCountries).toEqual(['US']);
    expect(loggedError).toHaveBeenCalledTimes(2);
  });
});
