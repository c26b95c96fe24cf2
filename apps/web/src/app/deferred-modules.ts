import { DEFERRED_MODULE_ATTRIBUTE } from '@lodestar/contracts/schema-free';

/**
 * Turns on the module preloads the server sent inert beside a pre-rendered first screen (apps/server
 * platform/page-html.ts): the site's code and the first page's route chunks then download together, as on a page
 * without one. Does nothing on any other page, whose preloads work from the start.
 */
export function startDeferredModules(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_MODULE_ATTRIBUTE}]`)) link.rel = 'modulepreload';
}
