import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A second browser context of the test (a second visitor), opening the worker's server; the caller closes it. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? DESKTOP });
  return { context, page: await context.newPage() };
}

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** The value a fact list (dl of div > dt + dd) shows under this term. */
export const factOf = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(term, { exact: true }) })
    .locator('dd');
