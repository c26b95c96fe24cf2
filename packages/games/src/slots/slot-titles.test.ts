import { describe, expect, it } from 'vitest';
import { simulateRtp, Z_99 } from '../rtp/simulate.ts';
import { slotGame, slotGames, slotTitles } from './index.ts';
import { defineSlot, slotDefinitionProblems, type Volatility } from './slot-definition.ts';
import { computeSlotMath } from './slot-math.ts';

const titles = slotTitles.map((title) => [title.id, title] as const);

/**
 * Rounds per title in the simulation check: about a second each on one core, which keeps the slot tests well
 * under a minute, and an interval narrow enough to catch a changed paytable (see the last test).
 */
const ROUNDS = 1_500_000;

const VOLATILITY_ORDER: Volatility[] = ['low', 'medium-low', 'medium', 'medium-high', 'high', 'very high'];

describe('slot titles', () => {
  it('are at least eight, with distinct ids, names and themes, ordered from the calmest to the wildest', () => {
    expect(slotTitles.length).toBeGreaterThanOrEqual(8);
    for (const key of ['id', 'name', 'theme'] as const) expect(new Set(slotTitles.map((title) => title[key])).size).toBe(slotTitles.length);
    expect(slotGames.map((game) => game.id)).toEqual(slotTitles.map((title) => title.id));
    // Volatility labels never go down while the standard deviation goes up, and no two titles share a figure.
    for (let index = 1; index < slotTitles.length; index++) {
      const [previous, current] = [slotTitles[index - 1]!, slotTitles[index]!];
      expect(current.stdDev).toBeGreaterThan(previous.stdDev);
      expect(VOLATILITY_ORDER.indexOf(current.volatility)).toBeGreaterThanOrEqual(VOLATILITY_ORDER.indexOf(previous.volatility));
    }
    expect(new Set(slotTitles.map((title) => title.volatility)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(titles)('%s is sound data: every symbol named, used and paid; an RTP between 94 and 97 percent', (_id, title) => {
    expect(slotDefinitionProblems(title)).toEqual([]);
    expect(title.id).toMatch(/^slot-/);
    const shown = new Set([...title.reels.flat(), ...(title.freeSpins.reels ?? []).flat()]);
    for (const symbol of title.symbols) {
      expect(symbol.name.length).toBeGreaterThan(0);
      expect(shown.has(symbol.id)).toBe(true);
    }
    expect(title.theoreticalRtp).toBeGreaterThanOrEqual(0.94);
    expect(title.theoreticalRtp).toBeLessThanOrEqual(0.97);
    expect(title.rules).toContain(`${title.paylines.length} fixed paylines`);
    expect(title.rules).toContain(`${(title.theoreticalRtp * 100).toFixed(2)}%`);
    const [three, four, five] = title.scatter.freeSpins;
    expect(title.rules).toContain(three === five ? `award ${three} free spins` : `award ${three}, ${four} or ${five} free spins`);
  });

  it.each(titles)('%s states the figures its reels and paytable give, computed exactly', (_id, title) => {
    const math = computeSlotMath(title);
    expect(Math.abs(title.theoreticalRtp - math.theoreticalRtp)).toBeLessThan(1e-12);
    expect(Math.abs(title.hitFrequency - math.hitFrequency)).toBeLessThan(1e-12);
    expect(Math.abs(title.stdDev - math.stdDev) / math.stdDev).toBeLessThan(1e-9);
    expect(title.maxWin).toBe(math.maxWin);
    expect(math.baseLineRtp + math.baseScatterRtp + math.featureRtp).toBeCloseTo(math.theoreticalRtp, 12);
  });

  it.each(titles)('%s: the simulated RTP lies within the 99 percent interval around the theoretical one', (_id, title) => {
    const result = simulateRtp(slotGame(title), ROUNDS, 20260101);
    const halfWidth = (Z_99 * title.stdDev) / Math.sqrt(ROUNDS);
    expect(Math.abs(result.rtp - title.theoreticalRtp)).toBeLessThanOrEqual(halfWidth);
  });

  it('would catch a paytable change: a slightly richer Fruit Constellation falls outside its interval', () => {
    const fruit = slotTitles.find((title) => title.id === 'slot-fruit-constellation')!;
    // Three cherries pay 9 line bets instead of 8, about one point of RTP, with the stated figures unchanged.
    const richer = defineSlot({ ...fruit, intro: 'x', paytable: { ...fruit.paytable, cherry: [9, 20, 50] } });
    expect(computeSlotMath(richer).theoreticalRtp - fruit.theoreticalRtp).toBeLessThan(0.012);
    const result = simulateRtp(slotGame(richer), ROUNDS, 20260101);
    const halfWidth = (Z_99 * fruit.stdDev) / Math.sqrt(ROUNDS);
    expect(Math.abs(result.rtp - fruit.theoreticalRtp)).toBeGreaterThan(halfWidth);
  });
});
