import { useState } from 'react';
import {
  fractionToNumber,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoPaytable,
  plinkoRtp,
  plinkoRules,
  type PlinkoRisk,
} from '@lodestar/games';
import { formatCompactMultiplier, formatRtp } from '../game-format';
import { choiceOptions, ChoiceSelect } from '../instant/instant-game';
import '../instant/instant-game.css';

const ROW_COUNTS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) => PLINKO_MIN_ROWS + index);

/** Rules, the RTP of every rows × risk setting, and the slot multipliers of one setting the player picks. */
export function PlinkoInfo() {
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  return (
    <div className="instant-info">
      <h3>How to play</h3>
      <ul>
        {plinkoRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h3>Paytable</h3>
      <ChoiceSelect label="Risk" options={choiceOptions(PLINKO_RISKS)} value={risk} onChange={(value) => setRisk(value)} />
      <div className="instant-info__table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Rows</th>
              <th scope="col">RTP</th>
              <th scope="col" className="instant-info__wrap">
                Slot multipliers, edge to centre
              </th>
            </tr>
          </thead>
          <tbody>
            {ROW_COUNTS.map((rows) => {
              const paytable = plinkoPaytable(rows, risk);
              const edgeToCentre = paytable.slice(0, Math.ceil(paytable.length / 2));
              return (
                <tr key={rows}>
                  <th scope="row">{rows}</th>
                  <td>{formatRtp(fractionToNumber(plinkoRtp(rows, risk)))}</td>
                  <td className="instant-info__wrap">{edgeToCentre.map((multiplier) => `${formatCompactMultiplier(multiplier)}×`).join(' · ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>The board is symmetric: the slots on the right pay as the slots on the left.</p>
    </div>
  );
}
