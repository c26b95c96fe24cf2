import type { StudioSession } from '@lodestar/contracts';
import { findSlotTitle, formatMultiple, type SlotDefinition } from '@lodestar/games';
import { SlotSymbol } from '@/components/slot-art/slot-symbol';
import { PaylineDiagram } from './payline-diagram';
import './slot.css';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
const multiple = (value: number) => `${formatMultiple(value)}×`;

/** The title's rules, paytable and paylines, straight from its SlotDefinition: they cannot disagree with the game. */
export function SlotInfo({ session }: { session: StudioSession }) {
  const definition = findSlotTitle(session.game.launchId);
  if (!definition) return null;
  return (
    <div className="slot-info">
      <section className="slot-info__section" aria-labelledby="slot-rules-title">
        <h3 id="slot-rules-title" className="slot-info__heading">
          How it plays
        </h3>
        {definition.rules.split('\n\n').map((paragraph) => (
          <p key={paragraph} className="slot-info__text">
            {paragraph}
          </p>
        ))}
        <dl className="studio-facts">
          <div>
            <dt>Hit frequency</dt>
            <dd className="studio-facts__figure">{percent(definition.hitFrequency)}</dd>
          </div>
          <div>
            <dt>Maximum win</dt>
            <dd className="studio-facts__figure">{multiple(definition.maxWin)} bet</dd>
          </div>
        </dl>
      </section>
      <Paytable definition={definition} />
      <section className="slot-info__section" aria-labelledby="slot-lines-title">
        <h3 id="slot-lines-title" className="slot-info__heading">
          {definition.paylines.length} paylines
        </h3>
        <div className="slot-info__paylines">
          {definition.paylines.map((rows, index) => (
            <PaylineDiagram key={index} rows={rows} number={index + 1} />
          ))}
        </div>
      </section>
    </div>
  );
}

function Paytable({ definition }: { definition: SlotDefinition }) {
  const { scatter } = definition;
  const scatterSymbol = definition.symbols.find((symbol) => symbol.id === scatter.symbol);
  // Best-paying first, the way a paytable is read.
  const lineSymbols = definition.symbols
    .filter((symbol) => symbol.kind !== 'scatter' && (definition.paytable[symbol.id]?.[2] ?? 0) > 0)
    .sort((a, b) => (definition.paytable[b.id]?.[2] ?? 0) - (definition.paytable[a.id]?.[2] ?? 0));
  return (
    <section className="slot-info__section" aria-labelledby="slot-paytable-title">
      <h3 id="slot-paytable-title" className="slot-info__heading">
        Paytable
      </h3>
      <p className="slot-info__text">Line wins in multiples of the line bet; the scatter pays on the total bet.</p>
      <ul className="slot-paytable">
        {scatterSymbol && (
          <li className="slot-paytable__row slot-paytable__row--feature">
            <span className="slot-paytable__symbol">
              <SlotSymbol titleId={definition.id} symbolId={scatterSymbol.id} />
            </span>
            <span className="slot-paytable__name">{scatterSymbol.name} · scatter</span>
            <PaysList pays={scatter.pays} unit="× bet" />
            <span className="slot-paytable__extra">
              {scatter.freeSpins[0] === scatter.freeSpins[2] ? `${scatter.freeSpins[0]} free spins` : `${scatter.freeSpins.join(' / ')} free spins`}
              {definition.freeSpins.multiplier > 1 ? `, wins ×${definition.freeSpins.multiplier}` : ''}
            </span>
          </li>
        )}
        {lineSymbols.map((symbol) => (
          <li key={symbol.id} className={`slot-paytable__row${symbol.kind === 'wild' ? ' slot-paytable__row--feature' : ''}`}>
            <span className="slot-paytable__symbol">
              <SlotSymbol titleId={definition.id} symbolId={symbol.id} />
            </span>
            <span className="slot-paytable__name">
              {symbol.name}
              {symbol.kind === 'wild' ? ' · wild' : ''}
            </span>
            <PaysList pays={definition.paytable[symbol.id]!} unit="×" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PaysList({ pays, unit }: { pays: readonly number[]; unit: string }) {
  return (
    <dl className="slot-paytable__pays">
      {/* Five of a kind first; a count that pays nothing is left out. */}
      {[2, 1, 0].map((index) =>
        pays[index]! > 0 ? (
          <div key={index}>
            <dt>{index + 3}</dt>
            <dd>
              {pays[index]}
              {unit}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
