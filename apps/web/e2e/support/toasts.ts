import type { Page } from '@playwright/test';

declare global {
  interface Window {
    toastsShown?: string[];
  }
}

/**
 * Records the text of every toast the page shows from now on, even one gone before the test looks: a toast the
 * player must never see is asserted absent from the record, not from the screen at one moment.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.toastsShown = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          const messages = node.matches('.toast__message') ? [node] : Array.from(node.querySelectorAll('.toast__message'));
          messages.forEach((message) => window.toastsShown?.push(message.textContent ?? ''));
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => window.toastsShown ?? []);
}
