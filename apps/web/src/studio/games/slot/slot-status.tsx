import type { AmountFormatter } from '@/studio/shell/session-figures';
import { roundVerdict } from '../game-format';
import type { ShownSpin } from './use-spin-sequence';

interface SlotStatusProps {
  shown: ShownSpin | null;
  /** The round is over and paid. */
  finished: boolean;
  payout: bigint | null;
  /** The round's total bet: a payout that is not above it is no win. */
  stake: bigint;
  jackpotWin: bigint | null;
  /** The free-spin win multiplier of the title. */
  multiplier: number;
  formatAmount: AmountFormatter;
}

/** One line above the reels, announced politely: free spins awarded, free spin n of N, the round's win. */
export function SlotStatus({ shown, finished, payout, stake, jackpotWin, multiplier, formatAmount }: SlotStatusProps) {
  return (
    <div className="slot-status" role="status">
      {jackpotWin !== null && <p className="slot-status__jackpot">Progressive jackpot! {formatAmount(jackpotWin)}</p>}
      <p className={`slot-status__text${statusTone(shown, finished, payout, stake)}`}>
        {statusText(shown, finished, payout, stake, multiplier, formatAmount)}
      </p>
    </div>
  );
}

function statusTone(shown: ShownSpin | null, finished: boolean, payout: bigint | null, stake: bigint): string {
  if (finished && payout !== null) return payout > stake ? ' slot-status__text--win' : '';
  if (shown && (shown.index > 0 || shown.spin.freeSpinsAwarded > 0)) return ' slot-status__text--feature';
  return '';
}

function statusText(
  shown: ShownSpin | null,
  finished: boolean,
  payout: bigint | null,
  stake: bigint,
  multiplier: number,
  format: AmountFormatter,
): string {
  const freeSpins = shown?.outcome.freeSpinsPlayed ?? 0;
  if (finished && payout !== null) {
    const played = freeSpins > 0 ? `${freeSpins} free spins played. ` : '';
    if (payout === 0n) return `${played}No win this time.`;
    // A payout that does not beat the stake is a loss, said plainly and never celebrated (UKGC RTS 14, AGCO).
    if (payout <= stake) return `${played}${roundVerdict(stake, payout, format).text}.`;
    return `${played}You won ${format(payout)}!`;
  }
  if (!shown) return 'Good luck!';
  if (shown.index === 0) {
    return shown.spin.freeSpinsAwarded > 0 ? `${shown.spin.scatterCount} scatters: ${shown.spin.freeSpinsAwarded} free spins!` : 'Good luck!';
  }
  const retrigger = shown.spin.freeSpinsAwarded > 0 ? ` +${shown.spin.freeSpinsAwarded} more!` : '';
  const boosted = multiplier > 1 ? ` · wins ×${multiplier}` : '';
  return `Free spin ${shown.index} of ${freeSpins}${boosted}${retrigger}`;
}
