import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BOOT_STATE_ELEMENT_ID, DEFERRED_MODULE_ATTRIBUTE, DEFERRED_STYLE_SHEET_ATTRIBUTE, type BootState } from '@lodestar/contracts';

/** A page's first screen, pre-rendered (apps/web src/prerender/first-screens.tsx), with the CSS it needs. */
export interface FirstScreen {
  css: string;
  html: string;
}

/** Files of one page's route that the page links so they download beside the entry. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/**
 * Links that fetch a route's files while the entry downloads, instead of once it has run and the router asks for them.
 * Same URLs and CORS mode as the router's own requests (Vite's preload helper), which find them and add nothing for
 * the scripts. The style sheets are only fetched: the router applies them with the page, as without these links.
 */
function preloadLinks(assets: RouteAssets): string {
  const scripts = assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const styles = assets.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`);
  return [...scripts, ...styles].map((link) => `${link}\n    `).join('');
}

/** The visitor's country is not one the site is closed to (SPEC.md §4), as the client's country gate decides it. */
export function isCountryAllowed(state: BootState): boolean {
  const isoCode = state.currentIp.isoCode.toUpperCase();
  return !state.restrictedCountries.some((code) => code.toUpperCase() === isoCode);
}

/**
 * What a page with a first screen fetches besides it. Its style sheets come as low-priority preloads the site's
 * script applies before it renders (web src/app/deferred-style-sheets.ts): the screen carries its CSS inline, and a
 * render-blocking sheet would hold it back until the sheets have come down a slow link. Its scripts' preloads come
 * inert, turned on by the site's entry once the screen has painted (web src/app/deferred-modules.ts): at their usual
 * high priority, 150 KB of script would go down the link before the screen's pictures, and its evaluation would
 * take the main thread before they paint (issue 12).
 */
function yieldToFirstScreen(page: string): string {
  return page
    .replace(/<link rel="stylesheet"/g, () => `<link rel="preload" as="style" ${DEFERRED_STYLE_SHEET_ATTRIBUTE}`)
    .replace(/<link rel="preload" as="style"/g, () => `<link rel="preload" fetchpriority="low" as="style"`)
    .replace(/<link rel="modulepreload"/g, () => `<link ${DEFERRED_MODULE_ATTRIBUTE}`);
}

/**
 * The site's index.html with the boot state in it, as JSON the browser parses (never runs): `<` is escaped so no
 * value can close the script element. With a first screen, its markup fills #root and its CSS goes inline: the
 * screen paints as soon as the HTML has come, before any script or style sheet.
 */
export function renderPage(template: string, state: BootState, firstScreen?: FirstScreen, routeAssets?: RouteAssets): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const preloads = routeAssets ? preloadLinks(routeAssets) : '';
  const head = `${preloads}<script type="application/json" id="${BOOT_STATE_ELEMENT_ID}">${json}</script>`;
  // Replacer functions: a `$&` in the inserted text must stay as it is.
  const page = template.replace('</head>', () => `${head}\n  </head>`);
  if (!firstScreen) return page;
  return (
    yieldToFirstScreen(page)
      // Before the style sheets, which then win over it as usual once applied; it is there for what they lack (a
      // page's own CSS comes with its chunk) and is a copy of the rest.
      .replace('</title>', () => `</title>\n    <style>${firstScreen.css}</style>`)
      .replace('<div id="root"></div>', () => `<div id="root">${firstScreen.html}</div>`)
  );
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts: Brotli, then gzip, else none (a q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return [name.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const acceptable = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return 'identity';
}

/** A page is a few kilobytes: compressing it per request costs well under a millisecond at these settings. */
export function encodeBody(body: string, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return Buffer.from(body);
}
