import { useMemo, useState } from 'react';
import { pocketColor, type RouletteOutcome } from '@lodestar/games';
import type { GameClientProps } from '../../game-client';
import { StakeSelector } from '../../shell/stake-selector';
import { useMediaQuery } from '@/lib/use-media-query';
import { roundVerdict } from '../game-format';
import {
  canPlaceChip,
  MAX_BET_SPOTS,
  rouletteBetsOf,
  settledSpot,
  stakesBySpot,
  totalStake,
  winningPayouts,
  type BetSpot,
  type ChipPlacement,
} from './roulette-bets';
import { RouletteBoard } from './roulette-board';
import { spotName } from './roulette-spots';
import { RouletteWheel } from './roulette-wheel';
import { SPIN_MS, spinTo, withLatestResult, type WheelRotation } from './wheel-motion';
import '../table-games/table-games.css';
import './roulette.css';
import { useRememberedStake } from '../../shell/remembered-stake';

const wait = (milliseconds: number) => new Promise((resolve) => window.setTimeout(resolve, milliseconds));

const colourName = { red: 'Red', black: 'Black', green: 'Green' } as const;

function PocketBadge({ pocket, size = 'md' }: { pocket: number; size?: 'sm' | 'md' }) {
  return <span className={`roulette-pocket roulette-pocket--${pocketColor(pocket)} roulette-pocket--${size}`}>{pocket}</span>;
}

/**
 * European roulette: chips of the StakeSelector's value go on the layout, Spin sends every spot as one bet, the
 * wheel lands on the server's pocket and the winning chips light up with what they paid. The chips stay on the
 * table after a spin, so Spin again repeats the bet.
 */
export function RouletteGame({ session, play, revealWin, busy, formatAmount }: GameClientProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [chipValue, setChipValue] = useRememberedStake(session);
  const [placements, setPlacements] = useState<ChipPlacement[]>([]);
  const [rotation, setRotation] = useState<WheelRotation>({ wheel: 0, ball: 0 });
  const [spinning, setSpinning] = useState(false);
  const [chipValid, setChipValid] = useState(true);
  const [result, setResult] = useState<RouletteOutcome | null>(null);
  const [lastPockets, setLastPockets] = useState<number[]>([]);

  const stakes = useMemo(() => stakesBySpot(placements), [placements]);
  const total = totalStake(placements);
  const payouts = useMemo(() => (result ? winningPayouts(result) : new Map<string, bigint>()), [result]);
  const locked = busy || spinning;
  const maxStake = BigInt(session.limits.maxStake);
  const minStake = BigInt(session.limits.minStake);

  const changeChips = (next: ChipPlacement[]) => {
    setPlacements(next);
    setResult(null);
  };

  // While the chip value field holds an invalid value, chipValue is still the last valid one: no chip of it may go down.
  const placeChip = (spot: BetSpot) => {
    if (chipValid && canPlaceChip(placements, spot)) changeChips([...placements, { spot, amount: chipValue }]);
  };

  const spin = async () => {
    // The bar keeps the win back until the wheel stops, so it never tells where the ball will land.
    const round = await play(total, { bets: rouletteBetsOf(placements) }, { holdWin: true });
    if (!round) return;
    // On a phone the player has scrolled down the layout to place the chips: the wheel comes back into view to spin.
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    const outcome = round.outcome as RouletteOutcome;
    setResult(null);
    setSpinning(true);
    setRotation((current) => spinTo(current, outcome.pocket));
    await wait(reducedMotion ? 0 : SPIN_MS);
    setResult(outcome);
    setLastPockets((pockets) => withLatestResult(pockets, outcome.pocket));
    setSpinning(false);
    revealWin(round.id);
  };

  const blockedReason =
    placements.length === 0
      ? 'Place your chips on the table'
      : total < minStake
        ? `The total bet must be at least ${formatAmount(minStake)}`
        : total > maxStake
          ? `The total bet may not exceed ${formatAmount(maxStake)}`
          : null;
  const tableFull = stakes.size >= MAX_BET_SPOTS;
  const won = result ? result.bets.reduce((sum, bet) => sum + BigInt(bet.payout), 0n) : 0n;
  const staked = result ? result.bets.reduce((sum, bet) => sum + BigInt(bet.stake), 0n) : 0n;
  const verdict = roundVerdict(staked, won, formatAmount);

  return (
    <div className="table-game roulette">
      <section className="table-felt roulette__stage" aria-label="Wheel">
        <RouletteWheel rotation={rotation} animate={!reducedMotion} />
        <div className="roulette__outcome">
          <p className="roulette__announcement" role="status" aria-live="polite">
            {spinning && 'No more bets'}
            {!spinning && result && (
              <>
                <PocketBadge pocket={result.pocket} />
                <span>
                  {colourName[result.color]}
                  <strong className={verdict.tone === 'won' ? 'roulette__win' : 'roulette__loss'}>
                    {verdict.tone === 'lost' ? 'No win this time' : verdict.text}
                  </strong>
                </span>
              </>
            )}
            {!spinning && !result && 'Place your bets'}
          </p>
          {result && !spinning && won > 0n && (
            <ul className="roulette__winners" aria-label="Winning bets">
              {result.bets
                .filter((bet) => bet.won)
                .map((bet) => (
                  <li key={spotName(settledSpot(bet))}>
                    <span>{spotName(settledSpot(bet))}</span>
                    <span>
                      {formatAmount(bet.stake)} × {bet.multiplier} = <strong>{formatAmount(bet.payout)}</strong>
                    </span>
                  </li>
                ))}
            </ul>
          )}
          <div className="roulette__history">
            <h3 className="table-label" id="roulette-history-title">
              Last results
            </h3>
            {lastPockets.length === 0 ? (
              <p className="roulette__history-empty">No spins yet</p>
            ) : (
              <ol className="roulette__history-list" aria-labelledby="roulette-history-title">
                {lastPockets.map((pocket, index) => (
                  <li key={`${lastPockets.length - index}`} aria-label={`${pocket} ${pocketColor(pocket)}`}>
                    <PocketBadge pocket={pocket} size="sm" />
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </section>

      <RouletteBoard
        stakes={stakes}
        payouts={payouts}
        winningPocket={spinning ? null : (result?.pocket ?? null)}
        disabled={locked || !chipValid}
        onPlace={placeChip}
        formatAmount={formatAmount}
      />

      <section className="table-panel roulette__controls" aria-label="Your bet">
        <StakeSelector
          session={session}
          value={chipValue}
          onChange={setChipValue}
          onValidityChange={setChipValid}
          currencyFormat={formatAmount}
          disabled={locked}
          label="Chip value"
        />
        <div className="table-figure roulette__total">
          <span className="table-label">Total bet</span>
          <strong data-testid="roulette-total">{formatAmount(total)}</strong>
        </div>
        <div className="roulette__edit">
          <button
            type="button"
            className="table-action"
            onClick={() => changeChips(placements.slice(0, -1))}
            disabled={locked || placements.length === 0}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M9 7L4 12l5 5M4.5 12H15a5 5 0 010 10h-2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="roulette__edit-label">Undo</span>
          </button>
          <button type="button" className="table-action" onClick={() => changeChips([])} disabled={locked || placements.length === 0}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="roulette__edit-label">Clear</span>
          </button>
        </div>
        <button
          type="button"
          className="table-action table-action--primary roulette__spin"
          onClick={() => void spin()}
          disabled={locked || blockedReason !== null || !chipValid}
          aria-busy={locked || undefined}
          aria-describedby={blockedReason ? 'roulette-blocked' : undefined}
        >
          {spinning ? 'Spinning…' : 'Spin'}
        </button>
        {(blockedReason || tableFull) && (
          <p id="roulette-blocked" className="table-hint">
            {blockedReason ?? `At most ${MAX_BET_SPOTS} different bets per spin`}
          </p>
        )}
      </section>
    </div>
  );
}
