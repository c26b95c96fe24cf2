import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { NumberFormat, DateTimeFormat } = Intl;
let formattersBuilt = 0;

/** Intl's formatter constructors, counting what they build. */
function counting<Constructor extends object>(constructor: Constructor): Constructor {
  return new Proxy(constructor, {
    construct(target, args, newTarget) {
      formattersBuilt += 1;
      return Reflect.construct(target as new (...args: unknown[]) => object, args, newTarget) as object;
    },
  });
}

/**
 * A page's first Intl formatter costs some 10 ms of main thread in a browser (it loads its locale's data), four times
 * that on a phone: modules that a page evaluates while it loads build none until they format something (issue 12,
 * total blocking time).
 */
describe('modules evaluated while a page loads', () => {
  beforeEach(() => {
    vi.resetModules();
    formattersBuilt = 0;
    Object.assign(Intl, { NumberFormat: counting(NumberFormat), DateTimeFormat: counting(DateTimeFormat) });
  });

  afterEach(() => {
    Object.assign(Intl, { NumberFormat, DateTimeFormat });
  });

  it.each([
    ["the site's date format", () => import('../lib/format')],
    ["the studio's game figures", () => import('./games/game-format')],
    ["the games' definitions: slot titles, instant games' paytables", () => import('@lodestar/games')],
  ])('%s build no Intl formatter when they load', async (_name, load) => {
    await load();
    expect(formattersBuilt).toBe(0);
  });

  it("write the games' rules and paytables at their first read, with one formatter for all of them", async () => {
    const { slotTitles, studioGameFor } = await import('@lodestar/games');
    expect(slotTitles[0]!.rules).toContain('× the total bet');
    expect(slotTitles[1]!.rules).toContain('× the total bet');
    expect(formattersBuilt).toBe(1);
    expect(studioGameFor('plinko')!.paytable[0]).toMatch(/^\d+ rows, low risk: [\d.,]+× · /);
    expect(formattersBuilt).toBe(2);
  });

  it('format as before', async () => {
    const { formatDateTime } = await import('../lib/format');
    const { formatMultiplier } = await import('./games/game-format');
    expect(formatMultiplier(1000000)).toBe('1,000,000.00×');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('2025-11-21T14:05:00Z')).toMatch(/^\d{2} Nov 2025, \d{2}:\d{2}$/);
  });
});
