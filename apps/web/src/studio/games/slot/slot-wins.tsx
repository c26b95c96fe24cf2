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
            <LineAmount share={lineWinAmount(stake, win, lineCount)} formatAmount={formatAmount} />
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

/** A line worth a fraction of a cent is shown rounded, and says so; the round's total is always exact. */
function LineAmount({ share, formatAmount }: { share: { amount: bigint; exact: boolean }; formatAmount: AmountFormatter }) {
  return (
    <strong title={share.exact ? undefined : 'Rounded: the line bet is a fraction of a cent'}>
      {share.exact ? '' : '≈ '}
      {formatAmount(share.amount)}
    </strong>
  );
}
