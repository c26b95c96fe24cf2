import { useMemo, useState, type CSSProperties } from 'react';
import { findSlotTitle, gridAt, type SlotDefinition, type SlotOutcome } from '@lodestar/games';
import { slotTheme } from '@/components/slot-art/slot-themes';
import type { GameClientProps } from '@/studio/game-client';
import { StakeSelector } from '@/studio/shell/stake-selector';
import { sortedStakeSteps } from '@/studio/shell/stake-steps';
import { spinWinAmount, winningCells } from './slot-amounts';
import { SlotFreeSpins } from './slot-free-spins';
import { SlotReels } from './slot-reels';
import { SlotStatus } from './slot-status';
import { SlotWins } from './slot-wins';
import { useMainActionHotkey } from '@/studio/shell/main-action-hotkey';
import { useRememberedStake } from '@/studio/shell/remembered-stake';
import { useSpinSequence } from './use-spin-sequence';
import './slot.css';

/** The slot of the launch: reels, status, wins, bet and the Spin button (one press, one round; no autoplay). */
export function SlotGame(props: GameClientProps) {
  const definition = findSlotTitle(props.session.game.launchId);
  if (!definition) return <p className="slot-missing">This slot is not available.</p>;
  return <SlotMachine {...props} definition={definition} />;
}

/** A fixed, varied first screen: the reels at evenly spread stops. */
const openingStops = (definition: SlotDefinition) => definition.reels.map((strip, reel) => Math.floor((strip.length * (reel + 1)) / 7));

function SlotMachine({ session, play, revealWin, busy, formatAmount, definition }: GameClientProps & { definition: SlotDefinition }) {
  const [stake, setStake] = useRememberedStake(session, sortedStakeSteps(session.limits.stakeSteps)[0] ?? BigInt(session.limits.minStake));
  const [roundStake, setRoundStake] = useState(stake);
  const [stakeValid, setStakeValid] = useState(true);
  const [roundPayout, setRoundPayout] = useState<bigint | null>(null);
  const [jackpotWin, setJackpotWin] = useState<bigint | null>(null);
  const realMoney = session.mode === 'real';
  const sequence = useSpinSequence(useMemo(() => gridAt(definition, openingStops(definition)), [definition]));
  const lineCount = definition.paylines.length;
  const theme = slotTheme(definition.id);
  const locked = busy || sequence.running;

  const spinAt = async (roundStake: bigint, freeSpin: boolean) => {
    const pressedAt = sequence.begin();
    if (pressedAt === null) return;
    setRoundPayout(null);
    setJackpotWin(null);
    setRoundStake(roundStake);
    // A free spin's win is held on the free-spin wallet, outside the balance: there is nothing to hold back there.
    const round = await play(roundStake, {}, freeSpin ? { freeSpin: true } : { holdWin: true });
    if (!round) return sequence.abandon();
    await sequence.reveal(round.outcome as SlotOutcome, pressedAt);
    revealWin(round.id);
    setRoundPayout(BigInt(round.payout));
    setJackpotWin(round.jackpotWin === null ? null : BigInt(round.jackpotWin));
  };
  const spin = async () => {
    if (!locked && stakeValid) await spinAt(stake, false);
  };
  const playFreeSpin = async () => {
    if (!locked && session.freeSpins) await spinAt(BigInt(session.freeSpins.stake), true);
  };

  useMainActionHotkey(() => void spin(), !locked && stakeValid);

  const { shown } = sequence;
  const allStopped = sequence.stoppedReels >= definition.reels.length;
  const winning = useMemo(
    () => (shown && allStopped ? winningCells(shown.spin, definition.paylines, definition.scatter.symbol) : new Set<string>()),
    [shown, allStopped, definition],
  );
  // While a round plays out, the win counts up spin by spin; once it is over, the server's payout is the word.
  const winSoFar = shown
    ? shown.outcome.spins.slice(0, shown.index + 1).reduce((total, played) => total + spinWinAmount(roundStake, played, lineCount), 0n)
    : null;
  const win = roundPayout ?? winSoFar;

  return (
    <section
      className="slot"
      aria-label={definition.name}
      style={{ '--slot-background': theme.background, '--slot-accent': theme.accent, '--slot-frame': theme.frame } as CSSProperties}
    >
      <SlotStatus
        shown={shown}
        finished={roundPayout !== null}
        payout={roundPayout}
        stake={roundStake}
        jackpotWin={jackpotWin}
        multiplier={definition.freeSpins.multiplier}
        formatAmount={formatAmount}
      />
      <div className="slot__machine">
        <SlotReels definition={definition} grid={sequence.grid} stoppedReels={sequence.stoppedReels} spin={shown?.spin ?? null} winning={winning} />
      </div>
      <SlotWins definition={definition} spin={allStopped ? (shown?.spin ?? null) : null} stake={roundStake} formatAmount={formatAmount} />
      <div className="slot-controls">
        {realMoney && <SlotFreeSpins freeSpins={session.freeSpins} locked={locked} onPlay={playFreeSpin} formatAmount={formatAmount} />}
        <StakeSelector
          label="Total bet"
          session={session}
          value={stake}
          onChange={setStake}
          onValidityChange={setStakeValid}
          currencyFormat={formatAmount}
          disabled={locked}
        />
        <div className="slot-controls__win">
          {/* A round that paid back less than its stake returned money; it did not win any. */}
          <span className="slot-controls__caption">{roundPayout !== null && roundPayout > 0n && roundPayout < roundStake ? 'Returned' : 'Win'}</span>
          <output className="slot-controls__amount" data-testid="slot-win">
            {win === null ? '–' : formatAmount(win)}
          </output>
          <span className="slot-controls__lines">
            {lineCount} lines{stake % BigInt(lineCount) === 0n ? ` · ${formatAmount(stake / BigInt(lineCount))} a line` : ''}
          </span>
        </div>
        {/*
          Spin stays focusable while a round plays out (aria-disabled, not disabled), so keyboard focus stays on it.
          Nothing shortens a round: no slam-stop or skip (UKGC RTS 14), in demo as in real money.
        */}
        <button type="button" className="slot-spin" onClick={spin} aria-disabled={locked || !stakeValid || undefined} aria-busy={busy || undefined}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>Spin</span>
        </button>
      </div>
    </section>
  );
}
