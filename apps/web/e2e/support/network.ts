import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The requests of a page and its frames still in flight, counted from now on; `quiet` waits until none has been for
 * half a second: the page has loaded what it loads by itself. (Playwright's 'networkidle' state, which means the same,
 * never came for about one load in four of the game page, its frame added after the page's own load.)
 */
export function requestsInFlight(page: Page) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const settled = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    quiet: () =>
      expect
        .poll(() => (inFlight.size === 0 && Date.now() - changedAt >= 500 ? 'quiet' : [...inFlight].map((request) => request.url())), {
          timeout: 30_000,
        })
        .toBe('quiet'),
  };
}
