import type { Page } from '@playwright/test';

/** One text the studio balance bar showed, and whether the round's result was on the table at that moment. */
export interface ShownBalance {
  text: string;
  resultShown: boolean;
}

type WatchedWindow = Window & { shownBalances?: ShownBalance[] };

/**
 * Records every balance the studio bar shows from now on, each with whether `resultSelector` (the result of the
 * round on the table) matched then; the returned function reads the record. A game that animates its result
 * holds the win back, so the bar must not give the result away before the table shows it.
 */
export async function watchBalanceBar(page: Page, resultSelector: string): Promise<() => Promise<ShownBalance[]>> {
  await page.evaluate((selector) => {
    const bar = document.querySelector('[data-testid="studio-balance"]');
    if (!bar) throw new Error('The studio balance bar is not on the page');
    const shown: ShownBalance[] = [];
    (window as WatchedWindow).shownBalances = shown;
    new MutationObserver(() => shown.push({ text: bar.textContent ?? '', resultShown: document.querySelector(selector) !== null })).observe(bar, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, resultSelector);
  return () => page.evaluate(() => (window as WatchedWindow).shownBalances ?? []);
}
