import type { SlotDefinition, SpinResult } from '@lodestar/games';
import { SlotSymbol } from '@/components/slot-art/slot-symbol';
import type { AmountFormatter } from '@/studio/shell/session-figures';
import { lineWinAmount, scatterWinAmount } from './slot-amounts';

interface SlotWinsProps {
  definition: SlotDefinition;
  /** The stopped spin whose wins are listed; null while the reels turn. */
  spin: SpinResult | null;
  stake: bigint;
  formatAmount: AmountFormatter;
}

/** Every win of the spin on the reels: which line, how many of which symbol, how much. */
export function SlotWins({ definition, spin, stake, formatAmount }: SlotWinsProps) {
  const lineCount = definition.paylines.length;
  const nameOf = (symbolId: string) => definition.symbols.find((symbol) => symbol.id === symbolId)?.name ?? symbolId;
  const hasWins = spin !== null && (spin.lineWins.length > 0 || spin.scatterWin !== null);
  return (
    <ul className="slot-wins" aria-label="Wins of this spin">
      {hasWins &&
        spin.lineWins.map((win) => (
          <li key={win.line} className="slot-wins__item">
            <span className="slot-wins__symbol" aria-hidden="true">
              <SlotSymbol titleId={definition.id} symbolId={win.symbol} />
            </span>
            <span>
              Line {win.line + 1} · {win.count} × {nameOf(win.symbol)}
            </span>
            <LineAmount share={lineWinAmount(stake, win, lineCount)} pay={win.pay} formatAmount={formatAmount} />
          </li>
        ))}
      {hasWins && spin.scatterWin && (
        <li className="slot-wins__item">
          <span className="slot-wins__symbol" aria-hidden="true">
            <SlotSymbol titleId={definition.id} symbolId={definition.scatter.symbol} />
          </span>
          <span>
            {spin.scatterWin.count} × {nameOf(definition.scatter.symbol)} scatter
          </span>
          <strong>{formatAmount(scatterWinAmount(stake, spin.scatterWin.multiplier))}</strong>
        </li>
      )}
    </ul>
  );
}

/**
 * A line's amount, exact or not at all: a line worth a fraction of a cent (0.10 EUR on 20 lines) shows what it pays
 * in line bets instead, so the amounts shown always add up to the round's total.
 */
function LineAmount({ share, pay, formatAmount }: { share: { amount: bigint; exact: boolean }; pay: number; formatAmount: AmountFormatter }) {
  return <strong>{share.exact ? formatAmount(share.amount) : `${pay}× line bet`}</strong>;
}
