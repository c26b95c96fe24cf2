import { diceGame, diceMultiplier, diceRules } from '@lodestar/games';
import { formatChance, formatMultiplier, formatRtp } from '../game-format';
import '../instant/instant-game.css';

/** Win chances of the examples; rolling under the chance itself wins with exactly that chance. */
const EXAMPLE_CHANCES = [98, 75, 49.5, 25, 10, 1, 0.01];

export function DiceInfo() {
  return (
    <div className="instant-info">
      <h3>How to play</h3>
      <ul>
        {diceRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h3>Payouts</h3>
      <div className="instant-info__table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Win chance</th>
              <th scope="col">Multiplier</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_CHANCES.map((chance) => (
              <tr key={chance}>
                <td>{formatChance(chance)}</td>
                <td>{formatMultiplier(diceMultiplier({ target: chance, direction: 'under' }))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        RTP <span className="instant-info__rtp">{formatRtp(diceGame.theoreticalRtp)}</span>
      </p>
    </div>
  );
}
