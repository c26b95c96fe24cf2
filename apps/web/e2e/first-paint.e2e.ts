import type { Frame, Page } from '@playwright/test';
import { apiPaths, DEFERRED_MODULE_ATTRIBUTE, DEFERRED_STYLE_SHEET_ATTRIBUTE, messages } from '@lodestar/contracts';
// @ts-expect-error -- a plain ESM script (npm run bench:web), without type declarations
import { BUDGET, firstLoadJsGzipKb } from '../../../scripts/bench-web.mjs';
import { STALE_CHUNK_RELOAD_KEY } from '../src/lib/stale-chunk.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { requestsInFlight } from './support/network.ts';
import { RESTRICTED_TEST_IP } from './support/server.ts';
import { spinSlotOnce, studioBalance } from './support/studio.ts';

/** Holds the requests for these URLs until released. */
async function hold(page: Page, urls: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(urls, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the site's files of the given kinds until released: with the scripts held, what shows is what the HTML alone paints. */
const holdAssets = (page: Page, extensions: 'js' | 'css' | '{js,css}') => hold(page, `**/assets/*.${extensions}`);

/** The paths of the scripts / loads, its lobby and all, until the network is quiet: the site's first load. */
async function scriptsOfHomePage(page: Page): Promise<Set<string>> {
  const scripts = new Set<string>();
  const network = requestsInFlight(page);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
  await network.quiet();
  return scripts;
}

/** A layout shift as the CLS test records it: its score and the elements it moved. */
type RecordedShift = { value: number; moved: string[] };

/** Once the page has rendered two more frames: what the last change of the page did to its layout has been laid out. */
const renderedTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Once the page's main thread has nothing left to do (an idle callback runs only then): React's pending effects
 * among what has run.
 */
const pageIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/**
 * When this tab last reloaded for a missing chunk (the web app's own mark, set just before it reloads), or null;
 * with the time this document's HTML was parsed: the app's scripts, and so any mark of theirs, come after it.
 */
const staleChunkReloadMark = (page: Page) =>
  page.evaluate((key) => {
    const mark = sessionStorage.getItem(key);
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return mark === null ? null : { at: Number(mark), documentParsedAt: performance.timeOrigin + navigation!.domInteractive };
  }, STALE_CHUNK_RELOAD_KEY);

test.describe('first paint', () => {
  test.use({ viewport: PHONE });

  test('shows the finished hero at 390 px before any script or style sheet has come, and the live page replaces it in place', async ({
    page,
  }, testInfo) => {
    const releaseScripts = await holdAssets(page, '{js,css}');
    // Not 'domcontentloaded': module scripts hold that event back until they have run.
    await page.goto('/', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: 'Follow your lucky star' });
    await expect(title).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim welcome bonus' })).toBeVisible();
    const painted = await title.boundingBox();
    expect(painted!.y).toBeLessThan(PHONE.height / 2);
    await page.screenshot({ path: testInfo.outputPath('first-paint-390.png') });

    releaseScripts();
    // The live page is there when the lobby (not part of the pre-rendered screen) shows up.
    await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
    expect(await title.boundingBox()).toEqual(painted);
    // The site's style sheets, sent as preloads so that they hold no paint back, apply before it: each one once.
    const sheets = await page.evaluate(() => Array.from(document.styleSheets).flatMap((sheet) => (sheet.href ? [sheet.href] : [])));
    expect(sheets.length).toBeGreaterThan(1);
    expect(new Set(sheets).size).toBe(sheets.length);
    await page.getByRole('button', { name: 'Claim welcome bonus' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const { path, shown } of [
      { path: '/games', shown: (page: Page) => page.getByRole('heading', { level: 1, name: 'All games' }) },
      // On a phone the game's theatre covers the screen, with a slim bar that names no game.
      { path: '/game/lodestar-starfall-fortune', shown: (page: Page) => page.getByRole('link', { name: 'All games' }) },
    ]) {
      test(`shows ${path} at ${viewport.width} px, its game cover loaded, before any script has come; the live page takes its place, without asking for the catalogue`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        const catalogueCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes(apiPaths.gamesAndCategories)) catalogueCalls.push(request.url());
        });
        const releaseScripts = await holdAssets(page, '{js,css}');
        await page.goto(path, { waitUntil: 'commit' });
        await expect(shown(page)).toBeVisible();
        // The first cover on the lobby, the poster behind the game's loading screen: the page's largest picture.
        const cover = page.locator('img[fetchpriority="high"]').first();
        await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
        expect((await cover.boundingBox())!.y).toBeLessThan(viewport.height);
        const painted = await shown(page).boundingBox();
        await page.screenshot({ path: testInfo.outputPath(`first-paint-${viewport.width}${path.replaceAll('/', '-')}.png`) });

        releaseScripts();
        // The live page has taken over once the chat button (not part of the pre-rendered screen) shows.
        await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
        // React puts new elements in place of the pre-rendered ones, which no layout-shift entry reports: compared here.
        expect(await shown(page).boundingBox()).toEqual(painted);
        if (path !== '/games') await expect(page.locator('iframe.game-stage__frame')).toBeVisible();
        // It came with the page: the live page asks for it no sooner than a minute from now.
        expect(catalogueCalls).toEqual([]);
      });
    }
  }

  test('the home page asks for nothing its page carries: no lobby call and no site configuration while it loads (issue 12)', async ({ page }) => {
    const calls: string[] = [];
    const network = requestsInFlight(page);
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/game-aggregator-service/') || pathname === apiPaths.siteConfiguration) calls.push(pathname);
    });
    await page.goto('/');
    // Every lobby section of the live page, filled from the page.
    for (const section of ['Top games', 'Jackpot games', 'New games', 'Featured games']) {
      await expect(page.getByRole('region', { name: section }).getByRole('link').first()).toBeVisible();
    }
    await expect(page.getByText('Lodestar Progressive')).toBeVisible();
    await network.quiet();
    expect(calls).toEqual([]);
  });

  test('a visitor who scrolls the pre-rendered lobby stays where they were when the live page takes over', async ({ page }) => {
    const releaseScripts = await holdAssets(page, 'js');
    const network = requestsInFlight(page);
    await page.goto('/games', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'All games' })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    releaseScripts();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    // Whatever could still move the page (a late chunk changing its height, an effect) is over once the live page
    // has loaded all it loads by itself, its effects have run and the result is laid out.
    await network.quiet();
    await pageIdle(page);
    await renderedTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test('a press on the pre-rendered screen is not lost: the live page answers it once it has taken over', async ({ page }) => {
    // The site's script runs and waits for its style sheets: the pre-rendered screen stays, its buttons inert.
    const releaseStyleSheets = await holdAssets(page, 'css');
    await page.goto('/', { waitUntil: 'commit' });
    // It has run once it has turned the server's style sheet preloads into style sheets (deferred-style-sheets.ts).
    await expect(page.locator(`link[${DEFERRED_STYLE_SHEET_ATTRIBUTE}][rel="stylesheet"]`).first()).toBeAttached();
    await page.getByRole('button', { name: 'Search games' }).click();
    await expect(page.getByRole('heading', { name: 'Top games' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    releaseStyleSheets();
    await expect(page.getByRole('dialog', { name: 'Search games' }).getByPlaceholder('find your game')).toBeVisible();
  });

  test("fetches the home page's own chunk with the site's code once the first screen has painted, not once the router asks (issue 12)", async ({
    page,
    request,
  }) => {
    // The site's code held, the entry let through: the router never runs, only the page's own links can ask for it.
    const releaseSiteCode = await hold(page, /\/assets\/(start-site|site-core|shared-core)-[^/]+\.js$/);
    const homeChunk = page.waitForRequest(/\/assets\/home-page-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const linked = await homeChunk;
    releaseSiteCode();
    await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
    const homeChunkPath = new URL(linked.url()).pathname;
    expect(await page.locator(`link[rel="modulepreload"][href="${homeChunkPath}"]`).count()).toBe(1);
    // As served, the links are inert: no script but the entry goes down the link before the screen's pictures.
    const served = await (await request.get('/')).text();
    expect(served).toContain(`<link ${DEFERRED_MODULE_ATTRIBUTE} crossorigin href="${homeChunkPath}">`);
    expect(served).not.toContain('rel="modulepreload"');
    // Other pages fetch their own route's chunk, not the home page's.
    expect(await (await request.get('/games')).text()).not.toContain(homeChunkPath);
  });

  test('shifts no layout while the page and its lobby arrive (CLS ≤ 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      const shifts: RecordedShift[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as LayoutShift[]) {
          if (entry.hadRecentInput) continue;
          // What moved, by its class: a failure names the element to fix.
          const moved = entry.sources.map(({ node }) => (node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName)));
          shifts.push({ value: entry.value, moved });
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The shifts recorded so far, those the observer has not yet handed to its callback among them.
      (window as unknown as { layoutShifts: () => RecordedShift[] }).layoutShifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
    });
    // Slow game calls: each is held until the test has seen the loading state it leaves on the page, so the change
    // from that state to the answer is among what is measured. The lobby's lists come with the page on / and /games
    // (no call to hold there); the game page asks for the game's launch, behind its spinner.
    let heldUntil = Promise.resolve();
    await page.route('**/game-aggregator-service/**', async (route) => {
      await heldUntil;
      await route.continue();
    });
    const network = requestsInFlight(page);
    for (const { path, loading } of [
      { path: '/', loading: undefined },
      { path: '/games', loading: undefined },
      { path: '/game/lodestar-starfall-fortune', loading: page.getByRole('progressbar', { name: /^Starting / }) },
    ]) {
      let release = () => {};
      if (loading) heldUntil = new Promise((resolve) => (release = resolve));
      await page.goto(path);
      if (loading) {
        await expect(loading).toBeVisible();
        release();
      }
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // The page has arrived once it has loaded all it loads by itself; its last change is laid out two frames on.
      await network.quiet();
      await renderedTwoFrames(page);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: () => RecordedShift[] }).layoutShifts());
      const described = JSON.stringify(shifts);
      expect(
        shifts.reduce((sum, { value }) => sum + value, 0),
        `${path}: ${described}`,
      ).toBeLessThanOrEqual(0.02);
      // A first visit shows the cookie notice: the chat button is painted above it at once, never lifted onto it
      // after a first paint at the bottom (0.015 of the budget on every page, and twice that on a slow machine).
      expect(described, path).not.toContain('chat-launcher');
    }
  });

  test('downloads at most 150 KB gzip of script for the home page and its lobby (issue 12, as bench:web counts it)', async ({ page }) => {
    const scripts = await scriptsOfHomePage(page);
    const kilobytes = (firstLoadJsGzipKb as (paths: string[]) => number)([...scripts]);
    // The entry, React and the router at the least: an empty count would mean the test measured nothing.
    expect(kilobytes).toBeGreaterThan(50);
    expect(kilobytes, [...scripts].join('\n')).toBeLessThanOrEqual((BUDGET as { firstLoadJsKb: number }).firstLoadJsKb);
  });

  test("a game's page and its game client evaluate no schema library while they load: zod comes with the first round (issue 12)", async ({
    page,
  }) => {
    // zod's core sets this global in each page (frame) that evaluates it.
    const evaluatedZod = (frame: Page | Frame) => frame.evaluate(() => '__zod_globalConfig' in globalThis);
    const network = requestsInFlight(page);
    await page.goto('/game/lodestar-starfall-fortune');
    const game = page.frameLocator('iframe.game-stage__frame');
    await expect(studioBalance(game)).toBeVisible();
    await network.quiet();
    const client = page.frames().find((frame) => new URL(frame.url()).pathname.startsWith('/studio/'));
    expect(client, 'the game client in its frame').toBeDefined();
    expect(await evaluatedZod(page)).toBe(false);
    expect(await evaluatedZod(client!)).toBe(false);

    // A round's answer is parsed by its contract: the first one loads it.
    await spinSlotOnce(game);
    expect(await evaluatedZod(client!)).toBe(true);
  });

  test('decides the country gate from the page itself: a restricted visitor is blocked without the IP call', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { 'X-Forwarded-For': RESTRICTED_TEST_IP } });
    const page = await context.newPage();
    await page.route('**/ip-service/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Country blocked (United States)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Follow your lucky star' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('a page whose code a deploy replaced', () => {
  test('reloads once to fetch the new build, then says what happened instead of a blank page', async ({ page }) => {
    await page.route(/\/assets\/games-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The live page has taken over once its lobby shows: a link of the pre-rendered screen would load /games as a
    // new document, not ask the router for the missing chunk.
    await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();

    // One reload of /games: the document it loads is a reload (Navigation Timing), and it shows the page again.
    await expect.poll(() => documentLoads).toEqual(['/', '/games']);
    const navigationType = () =>
      page
        .evaluate(() => (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]).map((entry) => entry.type))
        // Asked while the first document gives way to the reload.
        .catch(() => 'navigating');
    await expect.poll(navigationType).toEqual(['reload']);
    await expect(page.getByRole('heading', { name: messages.staleChunkPage.title })).toBeVisible();
    await expect(page.getByText(messages.staleChunkPage.text)).toBeVisible();
    // And no more (the chunk is still missing after it: no reload loop). The reloaded page decides in an effect of
    // its error page, run by the time the page is idle; a reload would set the app's reload mark first: the mark
    // is still the one the first document set.
    await pageIdle(page);
    const mark = await staleChunkReloadMark(page);
    expect(mark).not.toBeNull();
    expect(mark!.at).toBeLessThan(mark!.documentParsedAt);
    expect(documentLoads).toEqual(['/', '/games']);

    await page.unroute(/\/assets\/games-page-[^/]+\.js$/);
    await page.getByRole('button', { name: messages.staleChunkPage.reload }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All games' })).toBeVisible();
  });

  test('still answers a first-screen call whose contracts chunk is gone: no reload loop, no blank page', async ({ page }) => {
    // What the first screen loads stays; every other chunk (the contracts and zod among them) is gone.
    const firstLoad = await scriptsOfHomePage(page);
    const network = requestsInFlight(page);
    await page.route('**/assets/*.js', (route) =>
      firstLoad.has(new URL(route.request().url()).pathname) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
    );
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });

    // An unknown confirmation token: the call fails, and its error body would be read with the contracts' schema.
    await page.goto('/?confirm-email=unknown-token');
    await expect(page.locator('.toast').filter({ hasText: /\S/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top games' })).toBeVisible();
    // No reload, once the page has made every call it makes by itself: the app sets its reload mark before any
    // reload for a missing chunk, and has set none.
    await network.quiet();
    await pageIdle(page);
    expect(await staleChunkReloadMark(page)).toBeNull();
    expect(documentLoads).toEqual(['/?confirm-email=unknown-token']);
  });
});
