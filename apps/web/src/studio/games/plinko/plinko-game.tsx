import { useState } from 'react';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoPaytable, type PlinkoOutcome, type PlinkoRisk } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { formatMultiplier, roundVerdict } from '../game-format';
import { choiceOptions, ChoiceSelect, InstantGame, ResultHistory, useStake, withLatestResult, type PastResult } from '../instant/instant-game';
import { PlinkoBoardView, type PlinkoDropView } from './plinko-board-view';
import './plinko.css';

const ROW_OPTIONS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) => {
  const rows = String(PLINKO_MIN_ROWS + index);
  return { value: rows, label: rows };
});
const RISK_OPTIONS = choiceOptions(PLINKO_RISKS);

interface Drop extends PlinkoDropView {
  outcome: PlinkoOutcome;
  stake: bigint;
  payout: bigint;
}

export function PlinkoGame({ session, play, revealWin, busy, formatAmount }: GameClientProps) {
  const [stake, setStake] = useStake(session);
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [drop, setDrop] = useState<Drop | null>(null);
  const [landed, setLanded] = useState(false);
  const [history, setHistory] = useState<PastResult[]>([]);
  const paytable = plinkoPaytable(rows, risk);
  const falling = drop !== null && !landed;
  const locked = busy || falling;

  const changeSettings = (nextRows: number, nextRisk: PlinkoRisk) => {
    setRows(nextRows);
    setRisk(nextRisk);
    setDrop(null);
  };

  const dropBall = async () => {
    // The bar keeps the win back until the ball lands, so it never tells where the ball is going.
    const round = await play(stake, { rows, risk }, { holdWin: true });
    if (!round) return;
    const outcome = round.outcome as PlinkoOutcome;
    setLanded(false);
    setDrop({ id: round.id, path: outcome.path, slot: outcome.slot, outcome, stake: BigInt(round.stake), payout: BigInt(round.payout) });
  };

  // Called by the board once the ball of `drop` (this render's drop) is in its slot.
  const showLanding = () => {
    setLanded(true);
    if (drop) {
      const { multiplier } = drop.outcome;
      setHistory((results) => withLatestResult(results, { id: drop.id, label: formatMultiplier(multiplier), won: multiplier > 1 }));
    }
    if (drop) revealWin(drop.id);
  };

  const result = landed && drop ? drop : null;
  const verdict = result ? roundVerdict(result.stake, result.payout, formatAmount) : null;
  const announcement = result ? `The ball landed on ${formatMultiplier(result.outcome.multiplier)}: ${verdict!.text}` : '';

  return (
    <InstantGame
      session={session}
      formatAmount={formatAmount}
      stake={stake}
      onStakeChange={setStake}
      locked={locked}
      playLabel="Drop ball"
      onPlay={dropBall}
      announcement={announcement}
      stage={
        <>
          <ResultHistory results={history} label="Recent drops" />
          <PlinkoBoardView rows={rows} paytable={paytable} drop={drop} landed={landed} onLanded={showLanding} />
          <p className="plinko-result" data-outcome={verdict?.tone ?? 'none'}>
            {result ? (
              <>
                <strong data-testid="plinko-multiplier">{formatMultiplier(result.outcome.multiplier)}</strong>
                <span>{verdict!.text}</span>
              </>
            ) : (
              <span>{falling ? 'Dropping…' : `${rows} rows · ${risk} risk`}</span>
            )}
          </p>
        </>
      }
      settings={
        <div className="instant-settings-row">
          <ChoiceSelect
            label="Rows"
            options={ROW_OPTIONS}
            value={String(rows)}
            disabled={locked}
            onChange={(value) => changeSettings(Number(value), risk)}
          />
          <ChoiceSelect label="Risk" options={RISK_OPTIONS} value={risk} disabled={locked} onChange={(value) => changeSettings(rows, value)} />
        </div>
      }
    />
  );
}
