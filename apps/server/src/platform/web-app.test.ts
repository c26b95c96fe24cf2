import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  BOOT_STATE_ELEMENT_ID,
  bootState,
  DEFERRED_MODULE_ATTRIBUTE,
  DEFERRED_STYLE_SHEET_ATTRIBUTE,
  FIRST_SCREENS_DIR,
  FIRST_SCREENS_MANIFEST,
  type BootState,
} from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountsTestKit } from '../modules/accounts/accounts-test-kit.ts';
import { renderPage } from './page-html.ts';

const STYLE_SHEET = '<link rel="stylesheet" crossorigin href="/assets/site-1234.css">';
const SITE_PAGE = `<!doctype html><html><head><title>Lodestar</title>${STYLE_SHEET}</head><body><div id="root"></div></body></html>`;
const ASSET = 'console.log("the app");'.repeat(20);
const HOME_SCREEN = '<main class="hero"><h1>Follow your lucky star</h1></main>';
const FIRST_SCREENS_CSS = '.hero{color:gold}';
/**
 * The web build's first-screens module as the server sees it (apps/web src/prerender/first-screens.tsx, whose real
 * screens the end-to-end suite checks): a screen for / and /games from what it is given, a failure for one game.
 */
const FIRST_SCREENS_MODULE = `
export function renderFirstScreen(url, catalogue) {
  const { pathname } = new URL(url, 'http://page.invalid');
  if (pathname === '/') return ${JSON.stringify(HOME_SCREEN)};
  if (pathname === '/games') return '<main><h1>All games</h1><p>' + catalogue.games.map((game) => game.name).join(', ') + '</p></main>';
  if (pathname === '/game/broken') throw new Error('a component failed');
  return undefined;
}`;
const ROUTE_ASSETS = {
  home: { scripts: ['/assets/home-page-1234.js', '/assets/lobby-1234.js'], styles: ['/assets/home-page-1234.css'] },
  games: { scripts: ['/assets/games-page-1234.js'], styles: [] },
};
const HOME_PRELOADS = [
  '<link rel="modulepreload" crossorigin href="/assets/home-page-1234.js">',
  '<link rel="modulepreload" crossorigin href="/assets/lobby-1234.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/home-page-1234.css">',
];
/** A preload as the server sends it beside a first screen: a style sheet at low priority, a script inert until it has painted. */
const besideFirstScreen = (link: string) =>
  link.startsWith('<link rel="modulepreload"')
    ? link.replace('rel="modulepreload"', DEFERRED_MODULE_ATTRIBUTE)
    : link.replace('<link rel="preload"', '<link rel="preload" fetchpriority="low"');
const US_ADDRESS = '8.8.8.8';
const UK_ADDRESS = '81.2.69.142';

/** A build as the web app's Vite build writes it: every text file with its .br and .gz beside it. */
async function writeBuild(dist: string, file: string, content: string) {
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await writeFile(path.join(dist, file), content);
  await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(content));
  await writeFile(path.join(dist, `${file}.gz`), gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'lodestar-dist-'));
  await writeBuild(dist, 'index.html', SITE_PAGE);
  await writeBuild(dist, 'assets/app-1234.js', ASSET);
  await writeBuild(dist, 'studio/index.html', '<!doctype html><title>Lodestar Originals</title>');
  await writeBuild(dist, `${FIRST_SCREENS_DIR}/first-screens.mjs`, FIRST_SCREENS_MODULE);
  const manifest = { module: 'first-screens.mjs', css: FIRST_SCREENS_CSS, routeAssets: ROUTE_ASSETS };
  await writeFile(path.join(dist, FIRST_SCREENS_DIR, FIRST_SCREENS_MANIFEST), JSON.stringify(manifest));
  t = await createTestApp({ TRUST_PROXY: 'true', RESTRICTED_COUNTRIES: 'US' }, { webDistDir: dist });
});
afterAll(() => t.close());

function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

function bootStateIn(page: string): BootState {
  const json = new RegExp(`<script type="application/json" id="${BOOT_STATE_ELEMENT_ID}">(.*?)</script>`).exec(page)?.[1];
  expect(json, 'the page carries no boot state').toBeDefined();
  return bootState.parse(JSON.parse(json!));
}

describe('serving the web app', () => {
  it('answers every page URL with index.html, whatever the client accepts, never kept by a shared cache', async () => {
    for (const url of ['/', '/profile/details', '/game/lodestar-dice?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Lodestar</title>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('serves hashed assets for a year and keeps missing files and API paths as JSON 404s', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // The first screens' module runs in the server; no browser is sent it.
    for (const file of ['first-screens.mjs', 'first-screens.mjs.br', FIRST_SCREENS_MANIFEST]) {
      expect((await t.app.inject({ method: 'GET', url: `/${FIRST_SCREENS_DIR}/${file}` })).statusCode, file).toBe(404);
    }
    const api = await t.app.inject({ method: 'GET', url: '/user-service/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('answers every studio game URL with the studio page, which only our own origin may frame', async () => {
    for (const url of ['/studio/slot-neon-nights/?token=abc&mode=demo', '/studio/dice/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Lodestar Originals</title>');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    const unknownCall = await t.app.inject({ method: 'GET', url: '/studio-api/v1/nothing', headers: { accept: 'text/html' } });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json().code).toBe('NOT_FOUND');
  });
});

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
  ])('hands out an asset compressed as the client accepts (%s → %s), immutable and varying on Accept-Encoding', async (accept, encoding) => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(ASSET);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(ASSET.length);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('compresses the page itself (%s), varying on Accept-Encoding and on the session cookie', async (accept, encoding) => {
    const response = await t.app.inject({ method: 'GET', url: '/games', headers: { 'accept-encoding': accept } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    expect(decoded(response)).toContain('<title>Lodestar</title>');
  });

  it('serves the studio page compressed too, never cached without asking', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/studio/dice/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toContain('<title>Lodestar Originals</title>');
  });
});

describe('the state the first render needs, in the page', () => {
  it('tells a visitor from a restricted country that it is blocked, and sends no pre-rendered screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': US_ADDRESS } });
    const state = bootStateIn(response.body);
    expect(state.currentIp).toEqual({ country: 'United States', isoCode: 'US' });
    expect(state.restrictedCountries).toEqual(['US']);
    expect(state.authenticated).toBe(false);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(HOME_SCREEN);
    expect(response.body).toContain(STYLE_SHEET);
    const games = await t.app.inject({ method: 'GET', url: '/games', headers: { 'x-forwarded-for': US_ADDRESS } });
    expect(games.body).toContain('<div id="root"></div>');
  });

  it('lets a visitor from elsewhere in, with the site configuration and the pre-rendered home screen', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': UK_ADDRESS } });
    const state = bootStateIn(home.body);
    expect(state.currentIp).toEqual({ country: 'United Kingdom', isoCode: 'GB' });
    expect(state.siteConfiguration).toEqual((await t.app.inject({ method: 'GET', url: '/static/site-configuration.json' })).json());
    expect(home.body).toContain(`<div id="root">${HOME_SCREEN}</div>`);
    expect(home.body).toContain(`<style>${FIRST_SCREENS_CSS}</style>`);
    // The home route's chunks download with the site's code once the screen has painted, not once the router has
    // asked for them (issue 12).
    for (const link of HOME_PRELOADS) expect(home.body).toContain(besideFirstScreen(link));
    // The screen paints with its inline CSS: the site's style sheets come as preloads its script applies (issue 12).
    expect(home.body).not.toContain(STYLE_SHEET);
    expect(home.body).toContain(
      `<link rel="preload" fetchpriority="low" as="style" ${DEFERRED_STYLE_SHEET_ATTRIBUTE} crossorigin href="/assets/site-1234.css">`,
    );
  });

  it("carries the catalogue and the home page lobby's answers, the ones its calls give, so the page makes none of them", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': UK_ADDRESS } });
    const state = bootStateIn(home.body);
    const answerOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    expect(state.catalogue).toEqual(await answerOf(apiPaths.gamesAndCategories));
    expect(state.homeLobby).toEqual({
      topGames: await answerOf(apiPaths.topGames),
      mainGames: await answerOf(apiPaths.mainGames),
      newGames: await answerOf(apiPaths.newGames),
      featuredGames: await answerOf(apiPaths.featuredGames),
      jackpots: await answerOf(apiPaths.jackpots),
      latestWinners: await answerOf(apiPaths.latestWinners),
      topWinners: await answerOf(apiPaths.topWinners),
    });
    expect(state.homeLobby?.mainGames.games.length).toBeGreaterThan(1);
    expect(state.homeLobby?.newGames.recommendedGames).toBeDefined();
    // A signed-in player's home page has the same lobby; the other pages do not carry it.
    const { cookie } = await accountsTestKit(t).registered();
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie, 'x-forwarded-for': UK_ADDRESS } });
    expect(bootStateIn(signedIn.body).homeLobby?.topGames).toEqual(state.homeLobby?.topGames);
    const lobby = await t.app.inject({ method: 'GET', url: '/games', headers: { 'x-forwarded-for': UK_ADDRESS } });
    expect(bootStateIn(lobby.body).homeLobby).toBeUndefined();
  });

  it('renders the lobby from the catalogue the page carries, the one the catalogue call answers', async () => {
    const games = await t.app.inject({ method: 'GET', url: '/games?category=slots', headers: { 'x-forwarded-for': UK_ADDRESS } });
    const catalogue = (await t.app.inject({ method: 'GET', url: apiPaths.gamesAndCategories })).json();
    expect(catalogue.games.length).toBeGreaterThan(1);
    expect(bootStateIn(games.body).catalogue).toEqual(catalogue);
    const names = catalogue.games.map((game: { name: string }) => game.name).join(', ');
    expect(games.body).toContain(`<div id="root"><main><h1>All games</h1><p>${names}</p></main></div>`);
    expect(games.body).toContain(besideFirstScreen('<link rel="modulepreload" crossorigin href="/assets/games-page-1234.js">'));
    expect(games.body).not.toContain('home-page-1234');
    expect(games.body).not.toContain(STYLE_SHEET);
  });

  it('serves a page whose first screen fails to render or does not exist as the live page alone', async () => {
    for (const url of ['/game/broken', '/game/not-in-the-catalogue', '/terms']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': UK_ADDRESS } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain(STYLE_SHEET);
      expect(bootStateIn(page.body).catalogue !== undefined, url).toBe(url.startsWith('/game/'));
    }
  });

  it('says whether the request came with a live session; a signed-in player gets no signed-out screen', async () => {
    const { cookie } = await accountsTestKit(t).registered();
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie, 'x-forwarded-for': UK_ADDRESS } });
    expect(bootStateIn(signedIn.body).authenticated).toBe(true);
    expect(signedIn.body).not.toContain(HOME_SCREEN);
    expect(signedIn.body).toContain(STYLE_SHEET);
    // Its home page is the live one, from the same route chunk: still worth fetching early.
    // It waits for them to paint anything: they come at their usual priority.
    for (const link of HOME_PRELOADS) expect(signedIn.body).toContain(link);
    expect(signedIn.body).not.toContain('fetchpriority="low"');
    expect(signedIn.body).not.toContain(DEFERRED_MODULE_ATTRIBUTE);
    // The lobby is theirs too: no pre-rendered screen, but the catalogue in the page, with no call to wait for.
    const lobby = await t.app.inject({ method: 'GET', url: '/games', headers: { cookie, 'x-forwarded-for': UK_ADDRESS } });
    expect(lobby.body).toContain('<div id="root"></div>');
    expect(bootStateIn(lobby.body).catalogue?.games.length).toBeGreaterThan(1);
    const forged = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `${cookie}x`, 'x-forwarded-for': UK_ADDRESS } });
    expect(bootStateIn(forged.body).authenticated).toBe(false);
  });

  it('keeps the CSP free of inline scripts: the state is JSON that cannot close its script element', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const scriptPolicy = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptPolicy).not.toContain('unsafe-inline');
    const state = bootStateIn(response.body);
    expect(state.siteConfiguration.supportEmail).toContain('@');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('escapes what could end the JSON early, and inserts first screens with $ signs as they are', () => {
    const state: BootState = {
      currentIp: { country: '</script><script>alert(1)</script>', isoCode: 'GB' },
      restrictedCountries: [],
      siteConfiguration: {
        recaptchaSiteKey: null,
        supportEmail: 'help@example.com',
        devTools: false,
        noLoyalty: false,
        licence: null,
        analyticsScriptUrl: null,
        tutorialYoutubeId: null,
        liveChatScriptUrl: null,
      },
      authenticated: false,
    };
    const page = renderPage(SITE_PAGE, state, { css: "a::after{content:'$&'}", html: '<p>$1</p>' });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(bootStateIn(page).currentIp.country).toBe(state.currentIp.country);
    expect(page).toContain("<style>a::after{content:'$&'}</style>");
    expect(page).toContain('<div id="root"><p>$1</p></div>');
  });
});
