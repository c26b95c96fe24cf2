import { useEffect, useState } from 'react';
import { KENO_MAX_PICKS, KENO_RISKS, type KenoOutcome, type KenoRisk } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { formatCompactMultiplier, formatMultiplier, roundVerdict } from '../game-format';
import { choiceOptions, ChoiceSelect, InstantGame, useStake } from '../instant/instant-game';
import { KenoBoard } from './keno-board';
import { kenoPaylines, quickPickKeno, toggleKenoPick } from './keno-picks';
import { useKenoReveal } from './use-keno-reveal';
import './keno.css';

const RISK_OPTIONS = choiceOptions(KENO_RISKS);

const randomBelow = (bound: number) => crypto.getRandomValues(new Uint32Array(1))[0]! % bound;

export function KenoGame({ session, play, revealWin, busy, formatAmount }: GameClientProps) {
  const [stake, setStake] = useStake(session);
  const [picks, setPicks] = useState<readonly number[]>([]);
  const [risk, setRisk] = useState<KenoRisk>('medium');
  const [last, setLast] = useState<{ id: string; outcome: KenoOutcome; stake: bigint; payout: bigint } | null>(null);
  const revealedCount = useKenoReveal(last?.id ?? null, last?.outcome.drawn.length ?? 0);
  const revealing = last !== null && revealedCount < last.outcome.drawn.length;
  const settled = last !== null && !revealing ? last : null;
  const locked = busy || revealing;
  const revealed = last ? last.outcome.drawn.slice(0, revealedCount) : [];

  // The bar keeps the win back until the last number is drawn, so it never tells how the draw will end.
  const settledId = settled?.id;
  useEffect(() => {
    if (settledId) revealWin(settledId);
  }, [settledId, revealWin]);

  // New picks or risk start a new bet: the last draw no longer belongs to it.
  const changePicks = (next: readonly number[]) => {
    setPicks(next);
    setLast(null);
  };

  const draw = async () => {
    const round = await play(stake, { picks: [...picks], risk }, { holdWin: true });
    if (round) setLast({ id: round.id, outcome: round.outcome as KenoOutcome, stake: BigInt(round.stake), payout: BigInt(round.payout) });
  };

  const verdict = settled ? roundVerdict(settled.stake, settled.payout, formatAmount) : null;
  const announcement = settled
    ? `${settled.outcome.hits} of ${settled.outcome.picks.length} hit, ${formatMultiplier(settled.outcome.multiplier)}: ${verdict!.text}`
    : '';

  return (
    <InstantGame
      session={session}
      formatAmount={formatAmount}
      stake={stake}
      onStakeChange={setStake}
      locked={locked}
      playLabel="Play"
      onPlay={draw}
      playBlockedReason={picks.length === 0 ? 'Pick 1 to 10 numbers on the board' : null}
      announcement={announcement}
      stage={
        <>
          <KenoBoard picks={picks} revealed={revealed} disabled={locked} onToggle={(number) => changePicks(toggleKenoPick(picks, number))} />
          {picks.length > 0 && (
            <ol className="keno-paytable" aria-label={`Paytable for ${picks.length} picks, ${risk} risk`}>
              {kenoPaylines(picks.length, risk).map((line) => (
                <li key={line.hits} className="keno-paytable__line" data-current={settled?.outcome.hits === line.hits || undefined}>
                  <span className="keno-paytable__multiplier">{formatCompactMultiplier(line.multiplier)}×</span>
                  <span className="keno-paytable__hits">
                    {line.hits} {line.hits === 1 ? 'hit' : 'hits'}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="keno-result" data-outcome={verdict?.tone ?? 'none'}>
            {settled ? (
              <>
                <strong data-testid="keno-hits">
                  {settled.outcome.hits} {settled.outcome.hits === 1 ? 'hit' : 'hits'}
                </strong>
                <span>{verdict!.text}</span>
              </>
            ) : (
              <span>{revealing ? 'Drawing…' : `${picks.length} of ${KENO_MAX_PICKS} numbers picked`}</span>
            )}
          </p>
        </>
      }
      settings={
        <div className="keno-settings">
          <ChoiceSelect
            label="Risk"
            options={RISK_OPTIONS}
            value={risk}
            disabled={locked}
            onChange={(value) => {
              setRisk(value);
              setLast(null);
            }}
          />
          <div className="keno-pick-actions">
            <button
              type="button"
              className="keno-pick-actions__button"
              disabled={locked}
              onClick={() => changePicks(quickPickKeno(KENO_MAX_PICKS, randomBelow))}
            >
              Quick pick
            </button>
            <button type="button" className="keno-pick-actions__button" disabled={locked || picks.length === 0} onClick={() => changePicks([])}>
              Clear
            </button>
          </div>
        </div>
      }
    />
  );
}
