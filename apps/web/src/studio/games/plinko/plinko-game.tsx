import { useState } from 'react';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoPaytable, type PlinkoOutcome, type PlinkoRisk } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { MAX_PLAYS_IN_FLIGHT } from '../../shell/use-rounds';
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

const TOO_MANY_BALLS = `Up to ${MAX_PLAYS_IN_FLIGHT} balls at once: wait for one to land.`;

/**
 * Plinko: every press of Drop ball is one round and one ball, and up to ten fall at once, each asked of the
 * server as it is dropped and shown (its win in the balance too) only when it lands.
 */
export function PlinkoGame({ session, play, revealWin, formatAmount }: GameClientProps) {
  const [stake, setStake] = useStake(session);
  const [rows, setRows] = useState(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  // Balls pressed and not landed yet, whether their round is still being asked for or they are falling.
  const [inPlay, setInPlay] = useState(0);
  const [falling, setFalling] = useState<readonly Drop[]>([]);
  const [last, setLast] = useState<Drop | null>(null);
  const [history, setHistory] = useState<PastResult[]>([]);
  const paytable = plinkoPaytable(rows, risk);

  const changeSettings = (nextRows: number, nextRisk: PlinkoRisk) => {
    setRows(nextRows);
    setRisk(nextRisk);
    setLast(null);
  };

  const dropBall = async () => {
    if (inPlay >= MAX_PLAYS_IN_FLIGHT) return;
    setInPlay((count) => count + 1);
    // The bar keeps each win back until its ball lands, so it never tells where a ball is going.
    const round = await play(stake, { rows, risk }, { holdWin: true, concurrent: true });
    if (!round) return setInPlay((count) => count - 1);
    const outcome = round.outcome as PlinkoOutcome;
    const drop: Drop = { id: round.id, path: outcome.path, slot: outcome.slot, outcome, stake: BigInt(round.stake), payout: BigInt(round.payout) };
    setFalling((balls) => [...balls, drop]);
  };

  // Called by the board once a ball is in its slot; uses only setters and the drop, as balls land out of order.
  const showLanding = (drop: Drop) => {
    setFalling((balls) => balls.filter((ball) => ball.id !== drop.id));
    setInPlay((count) => count - 1);
    setLast(drop);
    setHistory((results) =>
      withLatestResult(results, { id: drop.id, label: formatMultiplier(drop.outcome.multiplier), won: drop.outcome.multiplier > 1 }),
    );
    revealWin(drop.id);
  };

  const verdict = last ? roundVerdict(last.stake, last.payout, formatAmount) : null;
  const announcement = last ? `The ball landed on ${formatMultiplier(last.outcome.multiplier)}: ${verdict!.text}` : '';
  const settingsLocked = inPlay > 0;

  return (
    <InstantGame
      session={session}
      formatAmount={formatAmount}
      stake={stake}
      onStakeChange={setStake}
      locked={false}
      playLabel="Drop ball"
      onPlay={() => void dropBall()}
      playBlockedReason={inPlay >= MAX_PLAYS_IN_FLIGHT ? TOO_MANY_BALLS : null}
      announcement={announcement}
      stage={
        <>
          <ResultHistory results={history} label="Recent drops" />
          <PlinkoBoardView rows={rows} paytable={paytable} balls={falling} hitSlot={last?.slot ?? null} onLanded={showLanding} />
          <p className="plinko-result" data-outcome={verdict?.tone ?? 'none'}>
            {last ? (
              <>
                <strong data-testid="plinko-multiplier">{formatMultiplier(last.outcome.multiplier)}</strong>
                <span>{verdict!.text}</span>
              </>
            ) : (
              <span>{inPlay > 0 ? 'Dropping…' : `${rows} rows · ${risk} risk`}</span>
            )}
            {inPlay > 1 && <span data-testid="plinko-balls-in-play">{inPlay} balls in play</span>}
          </p>
        </>
      }
      settings={
        <div className="instant-settings-row">
          <ChoiceSelect
            label="Rows"
            options={ROW_OPTIONS}
            value={String(rows)}
            disabled={settingsLocked}
            onChange={(value) => changeSettings(Number(value), risk)}
          />
          <ChoiceSelect
            label="Risk"
            options={RISK_OPTIONS}
            value={risk}
            disabled={settingsLocked}
            onChange={(value) => changeSettings(rows, value)}
          />
        </div>
      }
    />
  );
}
