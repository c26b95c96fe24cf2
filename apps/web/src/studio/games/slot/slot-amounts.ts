import type { LineWin, SpinResult } from '@lodestar/games';

/**
 * A slot pays in line bets (total bet ÷ number of lines), so every amount is the stake times a whole number of
 * line bets divided by the line count: exact in minor units for the stakes the studio offers.
 */
export function spinWinAmount(stake: bigint, spin: Pick<SpinResult, 'winInLineBets'>, lineCount: number): bigint {
  return (stake * BigInt(spin.winInLineBets)) / BigInt(lineCount);
}

/**
 * One line's share of the win. With a stake that is not a whole number of minor units per line (0.10 EUR on 20
 * lines) a single line can be worth half a cent: then it is rounded half up and marked as not exact.
 */
export function lineWinAmount(stake: bigint, win: Pick<LineWin, 'pay'>, lineCount: number): { amount: bigint; exact: boolean } {
  const numerator = stake * BigInt(win.pay);
  const lines = BigInt(lineCount);
  return { amount: (numerator * 2n + lines) / (2n * lines), exact: numerator % lines === 0n };
}

/** The scatter pays a multiple of the total bet (whole, the free-spin multiplier included). */
export function scatterWinAmount(stake: bigint, multiplier: number): bigint {
  return stake * BigInt(Math.round(multiplier));
}

/** The cells a spin's wins cover, as 'reel:row' keys: the paying run of each line and every scatter when it paid. */
export function winningCells(spin: SpinResult, paylines: readonly (readonly number[])[], scatterSymbol: string): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const line = paylines[win.line];
    for (let reel = 0; reel < win.count; reel++) if (line) cells.add(`${reel}:${line[reel]}`);
  }
  if (spin.scatterWin || spin.freeSpinsAwarded > 0) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === scatterSymbol) cells.add(`${reel}:${row}`);
      }),
    );
  }
  return cells;
}
