import { memo } from 'react';
import type { SlotDefinition, SpinResult } from '@lodestar/games';
import { SlotSymbol } from '@/components/slot-art/slot-symbol';

interface SlotReelsProps {
  definition: SlotDefinition;
  /** What the reels show once stopped. */
  grid: string[][];
  /** Reels from this index on are still spinning (5 when all have stopped). */
  stoppedReels: number;
  /** The settled spin whose wins are drawn, if any. */
  spin: SpinResult | null;
  winning: Set<string>;
}

/** Distinct colours for up to 20 winning lines drawn at once; they cycle beyond. */
const LINE_COLOURS = ['#ffdd8a', '#7ce7ff', '#ff8fd8', '#9dff9a', '#c4b2ff', '#ffb26b'];

/** The 5×3 window: each reel blurs and scrolls until it stops; winning lines are drawn over the stopped grid. */
export function SlotReels({ definition, grid, stoppedReels, spin, winning }: SlotReelsProps) {
  const allStopped = stoppedReels >= grid.length;
  return (
    <div className={`slot-reels${allStopped && winning.size > 0 ? ' slot-reels--paid' : ''}`} role="group" aria-label="Reels" aria-busy={!allStopped}>
      {grid.map((column, reel) =>
        reel < stoppedReels ? (
          <div key={`stopped-${reel}`} className="slot-reel slot-reel--stopped">
            {column.map((symbolId, row) => (
              <div key={row} className={`slot-cell${winning.has(`${reel}:${row}`) ? ' slot-cell--win' : ''}`}>
                <SlotSymbol titleId={definition.id} symbolId={symbolId} />
              </div>
            ))}
          </div>
        ) : (
          <SpinningReel key={`spinning-${reel}`} definition={definition} reel={reel} />
        ),
      )}
      {allStopped && spin && spin.lineWins.length > 0 && (
        <svg className="slot-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {spin.lineWins.map((win, index) => {
            const rows = definition.paylines[win.line] ?? [];
            const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
            return (
              <polyline
                key={win.line}
                points={points}
                className="slot-lines__line"
                stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                style={{ animationDelay: `${index * 90}ms` }}
              />
            );
          })}
        </svg>
      )}
    </div>
  );
}

/** A blurred strip of the reel's own symbols, scrolling: drawn once per reel and title, it never re-renders. */
const SpinningReel = memo(function SpinningReel({ definition, reel }: { definition: SlotDefinition; reel: number }) {
  const strip = definition.reels[reel] ?? [];
  const offset = (reel * 5) % Math.max(1, strip.length);
  const symbols = Array.from({ length: 6 }, (_, index) => strip[(offset + index * 3) % strip.length]!);
  return (
    <div className="slot-reel slot-reel--spinning" aria-hidden="true">
      <div className="slot-reel__strip" style={{ animationDelay: `${-reel * 70}ms` }}>
        {[...symbols, ...symbols].map((symbolId, index) => (
          <div key={index} className="slot-cell">
            <SlotSymbol titleId={definition.id} symbolId={symbolId} />
          </div>
        ))}
      </div>
    </div>
  );
});
