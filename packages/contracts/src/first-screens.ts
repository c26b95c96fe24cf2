/**
 * The pages the server sends with their first screen already rendered, for a signed-out visitor the country gate lets
 * in (issue 12): the browser paints them, pictures and all, before any script has come. The web build renders them
 * (apps/web src/prerender/first-screens.tsx), the server picks the page and the data it needs by these paths.
 */
export type FirstScreenPage = 'home' | 'games' | 'game';

/** The page a request's URL (path and query) asks for, when it is one of them. */
export function firstScreenPageOf(url: string): FirstScreenPage | undefined {
  const [pathname = ''] = url.split('?');
  if (pathname === '/') return 'home';
  if (pathname === '/games') return 'games';
  if (/^\/game\/[^/]+$/.test(pathname)) return 'game';
  return undefined;
}

/** The lobby and a game's page are drawn from the catalogue: their page carries its answer (contracts' bootState). */
export const showsCatalogue = (page: FirstScreenPage | undefined): boolean => page === 'games' || page === 'game';

/** Where the web build puts its Node module of first screens and the manifest naming it: the server never serves it. */
export const FIRST_SCREENS_DIR = 'ssr';
export const FIRST_SCREENS_MANIFEST = 'manifest.json';
