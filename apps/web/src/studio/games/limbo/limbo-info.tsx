import { limboGame, limboRules } from '@lodestar/games';
import { formatChance, formatMultiplier, formatRtp } from '../game-format';
import { previewLimboBet } from './limbo-bet';
import '../instant/instant-game.css';

const EXAMPLE_TARGETS = [1.01, 1.5, 2, 5, 10, 100, 1000, 1_000_000];

export function LimboInfo() {
  return (
    <div className="instant-info">
      <h3>How to play</h3>
      <ul>
        {limboRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h3>Chances</h3>
      <div className="instant-info__table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Target</th>
              <th scope="col">Win chance</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_TARGETS.map((target) => (
              <tr key={target}>
                <td>{formatMultiplier(target)}</td>
                <td>{formatChance(previewLimboBet(target, 0n).winChance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        RTP <span className="instant-info__rtp">{formatRtp(limboGame.theoreticalRtp)}</span>
      </p>
    </div>
  );
}
