import type { ReactNode } from 'react';
import { formatRtp } from '../game-format';
import './table-games.css';

/** A table game's info panel: how to play (the engine's rules), the game's own tables, and the engine's RTP. */
export function TableInfo({ game, rules, rtp, children }: { game: string; rules: readonly string[]; rtp: number; children: ReactNode }) {
  const titleId = `${game}-rules-title`;
  return (
    <section className="table-info" aria-labelledby={titleId}>
      <h3 id={titleId}>How to play</h3>
      <ul className="table-info__rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {children}
      <p className="table-info__rtp">
        Return to player: <strong>{formatRtp(rtp)}</strong>
      </p>
    </section>
  );
}
