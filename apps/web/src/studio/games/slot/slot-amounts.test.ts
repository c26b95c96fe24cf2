import { describe, expect, it } from 'vitest';
import { evaluateStops, findSlotTitle, type SpinResult } from '@lodestar/games';
import { lineWinAmount, scatterWinAmount, spinWinAmount, winningCells } from './slot-amounts';

const title = findSlotTitle('slot-neon-nights')!;

/** Searches the reels for the first stops whose spin satisfies `wanted`: real outcomes, not hand-made ones. */
function findSpin(wanted: (spin: SpinResult) => boolean): SpinResult {
  for (let seed = 0; seed < 200_000; seed++) {
    const stops = title.reels.map((strip, reel) => (seed * (reel * 7 + 3) + reel * 13) % strip.length);
    const spin = evaluateStops(title, stops);
    if (wanted(spin)) return spin;
  }
  throw new Error('no such spin on these reels');
}

describe('slot amounts', () => {
  const lines = title.paylines.length;

  it('pays a spin in whole line bets of the stake', () => {
    const spin = findSpin((candidate) => candidate.lineWins.length > 0 && candidate.scatterWin === null);
    const stake = BigInt(lines) * 10n;
    const lineTotal = spin.lineWins.reduce((total, win) => total + lineWinAmount(stake, win, lines).amount, 0n);
    expect(spin.lineWins.every((win) => lineWinAmount(stake, win, lines).exact)).toBe(true);
    expect(spinWinAmount(stake, spin, lines)).toBe(lineTotal);
    expect(spinWinAmount(stake, spin, lines)).toBe(10n * BigInt(spin.winInLineBets));
  });

  it('rounds a line worth a fraction of a minor unit half up, and says it is not exact', () => {
    expect(lineWinAmount(10n, { pay: 7 }, 20)).toEqual({ amount: 4n, exact: false });
    expect(lineWinAmount(10n, { pay: 6 }, 20)).toEqual({ amount: 3n, exact: true });
    expect(lineWinAmount(10n, { pay: 1 }, 20)).toEqual({ amount: 1n, exact: false });
  });

  it('pays the scatter on the total bet', () => {
    expect(scatterWinAmount(200n, 5)).toBe(1000n);
  });

  it('marks the paying run of every winning line and the scatters that paid', () => {
    const spin = findSpin((candidate) => candidate.lineWins.length > 0);
    const cells = winningCells(spin, title.paylines, title.scatter.symbol);
    for (const win of spin.lineWins) {
      const line = title.paylines[win.line]!;
      for (let reel = 0; reel < win.count; reel++) expect(cells.has(`${reel}:${line[reel]}`)).toBe(true);
    }
    const losing = findSpin((candidate) => candidate.lineWins.length === 0 && candidate.scatterCount < 3);
    expect(winningCells(losing, title.paylines, title.scatter.symbol).size).toBe(0);
  });
});
