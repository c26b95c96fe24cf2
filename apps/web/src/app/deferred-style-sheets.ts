import { DEFERRED_STYLE_SHEET_ATTRIBUTE } from '@lodestar/contracts/schema-free';

/**
 * Applies the style sheets the server sent as preloads (a pre-rendered first screen carries its CSS inline,
 * apps/server platform/page-html.ts) and resolves once they apply, or failed to: the live page must not render
 * without them. In place, so they keep their order among the page's sheets. Resolves at once on any other page.
 */
export function deferredStyleSheetsApplied(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_SHEET_ATTRIBUTE}]`)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
