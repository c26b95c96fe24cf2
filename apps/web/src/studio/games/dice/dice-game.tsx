import { useState } from 'react';
import type { DiceBet, DiceDirection, DiceOutcome } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { formatChance, formatMultiplier } from '../game-format';
import { InstantGame, InstantStats, ResultHistory, SegmentedChoice, useStake, withLatestResult, type PastResult } from '../instant/instant-game';
import { clampDiceTarget, DEFAULT_DICE_BET, diceTargetRange, diceWinningZone, flipDiceDirection, previewDiceBet } from './dice-bet';
import { DiceTrack } from './dice-track';
import './dice.css';

const DIRECTIONS: readonly { value: DiceDirection; label: string }[] = [
  { value: 'under', label: 'Roll under' },
  { value: 'over', label: 'Roll over' },
];

export function DiceGame({ session, play, busy, formatAmount }: GameClientProps) {
  const [stake, setStake] = useStake(session);
  const [bet, setBet] = useState<DiceBet>(DEFAULT_DICE_BET);
  const [typedTarget, setTypedTarget] = useState<string | null>(null);
  const [last, setLast] = useState<{ outcome: DiceOutcome; payout: bigint } | null>(null);
  const [history, setHistory] = useState<PastResult[]>([]);
  const preview = previewDiceBet(bet, stake);
  const range = diceTargetRange(bet.direction);

  const changeTarget = (target: number) => setBet({ ...bet, target: clampDiceTarget(target, bet.direction) });
  const commitTypedTarget = () => {
    if (typedTarget !== null) changeTarget(Number(typedTarget.replace(',', '.')));
    setTypedTarget(null);
  };

  const roll = async () => {
    const round = await play(stake, { target: bet.target, direction: bet.direction });
    if (!round) return;
    const outcome = round.outcome as DiceOutcome;
    setLast({ outcome, payout: BigInt(round.payout) });
    setHistory((results) => withLatestResult(results, { id: round.id, label: outcome.roll.toFixed(2), won: outcome.won }));
  };

  const announcement = last ? `Rolled ${last.outcome.roll.toFixed(2)}: ${last.outcome.won ? `you win ${formatAmount(last.payout)}` : 'no win'}` : '';

  return (
    <InstantGame
      session={session}
      formatAmount={formatAmount}
      stake={stake}
      onStakeChange={setStake}
      locked={busy}
      playLabel="Roll"
      onPlay={roll}
      announcement={announcement}
      stage={
        <>
          <ResultHistory results={history} label="Recent rolls" />
          <div className="dice-result" data-outcome={last ? (last.outcome.won ? 'won' : 'lost') : 'none'}>
            <span className="dice-result__roll" data-testid="dice-roll">
              {last ? last.outcome.roll.toFixed(2) : '—'}
            </span>
            <span className="dice-result__caption">
              {last ? (last.outcome.won ? `Win ${formatAmount(last.payout)}` : 'No win') : 'Set your target and roll'}
            </span>
          </div>
          <DiceTrack bet={bet} winningZone={diceWinningZone(bet)} roll={last ? last.outcome : null} disabled={busy} onTargetChange={changeTarget} />
          <InstantStats
            stats={[
              { label: 'Multiplier', value: formatMultiplier(preview.multiplier) },
              { label: 'Win chance', value: formatChance(preview.winChance) },
              { label: 'Payout on win', value: formatAmount(preview.payout) },
            ]}
          />
        </>
      }
      settings={
        <div className="dice-settings">
          <SegmentedChoice
            label="Direction"
            options={DIRECTIONS}
            value={bet.direction}
            disabled={busy}
            onChange={(direction) => direction !== bet.direction && setBet(flipDiceDirection(bet))}
          />
          <div className="instant-field">
            <label className="instant-field__label" htmlFor="dice-target">
              Target{' '}
              <span className="dice-settings__range">
                ({range.min.toFixed(2)}–{range.max.toFixed(2)})
              </span>
            </label>
            <input
              id="dice-target"
              className="instant-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={typedTarget ?? bet.target.toFixed(2)}
              disabled={busy}
              onChange={(event) => setTypedTarget(event.target.value)}
              onBlur={commitTypedTarget}
              onKeyDown={(event) => event.key === 'Enter' && commitTypedTarget()}
            />
          </div>
        </div>
      }
    />
  );
}
