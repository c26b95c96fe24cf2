import { useState } from 'react';
import type { LimboOutcome } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { formatChance, formatMultiplier } from '../game-format';
import { InstantGame, InstantStats, ResultHistory, useStake, withLatestResult, type PastResult } from '../instant/instant-game';
import { DEFAULT_LIMBO_TARGET, parseLimboTarget, previewLimboBet, scaleLimboTarget } from './limbo-bet';
import { useLimboCounter } from './use-limbo-counter';
import './limbo.css';

export function LimboGame({ session, play, revealWin, busy, formatAmount }: GameClientProps) {
  const [stake, setStake] = useStake(session);
  const [target, setTarget] = useState(DEFAULT_LIMBO_TARGET);
  const [typedTarget, setTypedTarget] = useState<string | null>(null);
  const [last, setLast] = useState<{ outcome: LimboOutcome; payout: bigint } | null>(null);
  const [history, setHistory] = useState<PastResult[]>([]);
  const counter = useLimboCounter();
  const typed = typedTarget === null ? null : parseLimboTarget(typedTarget);
  const typingError = typed && 'error' in typed ? typed.error : null;
  const preview = previewLimboBet(target, stake);
  const locked = busy || counter.counting;

  const commitTypedTarget = () => {
    if (typed && 'target' in typed) setTarget(typed.target);
    if (!typingError) setTypedTarget(null);
  };

  const scaleTarget = (factor: number) => {
    setTarget(scaleLimboTarget(target, factor));
    setTypedTarget(null);
  };

  const playRound = async () => {
    // The bar keeps the win back until the counter stops, so it never tells how high the counter will go.
    const round = await play(stake, { target }, { holdWin: true });
    if (!round) return;
    const outcome = round.outcome as LimboOutcome;
    setLast(null);
    await counter.count(outcome.result);
    setLast({ outcome, payout: BigInt(round.payout) });
    setHistory((results) => withLatestResult(results, { id: round.id, label: formatMultiplier(outcome.result), won: outcome.won }));
    revealWin(round.id);
  };

  const state = counter.counting ? 'counting' : last ? (last.outcome.won ? 'won' : 'lost') : 'none';
  const announcement = last
    ? `Result ${formatMultiplier(last.outcome.result)}, target ${formatMultiplier(last.outcome.target)}: ${
        last.outcome.won ? `you win ${formatAmount(last.payout)}` : 'no win'
      }`
    : '';

  return (
    <InstantGame
      session={session}
      formatAmount={formatAmount}
      stake={stake}
      onStakeChange={setStake}
      locked={locked}
      playLabel="Play"
      onPlay={playRound}
      playBlockedReason={typingError}
      announcement={announcement}
      stage={
        <>
          <ResultHistory results={history} label="Recent results" />
          <div className="limbo-dial" data-state={state}>
            <svg className="limbo-dial__rings" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
              <circle cx="100" cy="100" r="92" />
              <circle cx="100" cy="100" r="72" />
            </svg>
            <span className="limbo-dial__value" data-testid="limbo-result">
              {formatMultiplier(counter.shown)}
            </span>
            <span className="limbo-dial__caption">
              {state === 'won' && last && `Win ${formatAmount(last.payout)}`}
              {state === 'lost' && last && `Target ${formatMultiplier(last.outcome.target)} missed`}
              {state === 'counting' && `Target ${formatMultiplier(target)}`}
              {state === 'none' && 'Set a target and play'}
            </span>
          </div>
          <InstantStats
            stats={[
              { label: 'Target', value: formatMultiplier(target) },
              { label: 'Win chance', value: formatChance(preview.winChance) },
              { label: 'Payout on win', value: formatAmount(preview.payout) },
            ]}
          />
        </>
      }
      settings={
        <div className="instant-field">
          <label className="instant-field__label" htmlFor="limbo-target">
            Target multiplier (1.01–1,000,000)
          </label>
          <div className="limbo-target">
            <input
              id="limbo-target"
              className="instant-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={typedTarget ?? target.toFixed(2)}
              disabled={locked}
              aria-invalid={typingError ? true : undefined}
              aria-describedby={typingError ? 'limbo-target-error' : undefined}
              onChange={(event) => setTypedTarget(event.target.value)}
              onBlur={commitTypedTarget}
              onKeyDown={(event) => event.key === 'Enter' && commitTypedTarget()}
            />
            <button type="button" className="limbo-target__step" disabled={locked} onClick={() => scaleTarget(0.5)}>
              ½<span className="visually-hidden"> Halve the target</span>
            </button>
            <button type="button" className="limbo-target__step" disabled={locked} onClick={() => scaleTarget(2)}>
              2×
              <span className="visually-hidden"> Double the target</span>
            </button>
          </div>
          {typingError && (
            <span id="limbo-target-error" className="instant-field__error">
              {typingError}
            </span>
          )}
        </div>
      }
    />
  );
}
