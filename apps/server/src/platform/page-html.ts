import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BOOT_STATE_ELEMENT_ID, type BootState } from '@lodestar/contracts';

/** The home page's first screen, pre-rendered at build time (apps/web build/prerender-plugin.ts). */
export interface PrerenderedShell {
  css: string;
  html: string;
}

/** The visitor's country is not one the site is closed to (SPEC.md §4), as the client's country gate decides it. */
export function isCountryAllowed(state: BootState): boolean {
  const isoCode = state.currentIp.isoCode.toUpperCase();
  return !state.restrictedCountries.some((code) => code.toUpperCase() === isoCode);
}

/**
 * The site's index.html with the boot state in it, as JSON the browser parses (never runs): `<` is escaped so no
 * value can close the script element. With a shell, its markup fills #root and its CSS goes inline: the first
 * screen paints as soon as the style sheets have, before any script.
 */
export function renderPage(template: string, state: BootState, shell?: PrerenderedShell): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const head = `<script type="application/json" id="${BOOT_STATE_ELEMENT_ID}">${json}</script>`;
  // Replacer functions: a `$&` in the inserted text must stay as it is.
  const page = template.replace('</head>', () => `${head}\n  </head>`);
  if (!shell) return page;
  return (
    page
      // Before the style sheets, which then win over it as usual; it is there for what they lack (the home page's
      // own CSS comes with its chunk) and is a copy of the rest.
      .replace('</title>', () => `</title>\n    <style>${shell.css}</style>`)
      .replace('<div id="root"></div>', () => `<div id="root">${shell.html}</div>`)
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
