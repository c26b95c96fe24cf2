import { useState } from 'react';
import { fractionToNumber, KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_RISKS, kenoRtp, kenoRules, type KenoRisk } from '@lodestar/games';
import { formatChance, formatMultiplier, formatRtp } from '../game-format';
import { choiceOptions, ChoiceSelect } from '../instant/instant-game';
import { kenoPaylines } from './keno-picks';
import '../instant/instant-game.css';

const PICK_COUNTS = Array.from({ length: KENO_MAX_PICKS - KENO_MIN_PICKS + 1 }, (_, index) => String(KENO_MIN_PICKS + index));

/** Rules, then the paytable and RTP of the pick count and risk the player looks up. */
export function KenoInfo() {
  const [risk, setRisk] = useState<KenoRisk>('medium');
  const [pickCount, setPickCount] = useState('10');
  const picks = Number(pickCount);
  return (
    <div className="instant-info">
      <h3>How to play</h3>
      <ul>
        {kenoRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h3>Paytable</h3>
      <div className="instant-settings-row">
        <ChoiceSelect
          label="Numbers picked"
          options={PICK_COUNTS.map((count) => ({ value: count, label: count }))}
          value={pickCount}
          onChange={(value) => setPickCount(value)}
        />
        <ChoiceSelect label="Risk" options={choiceOptions(KENO_RISKS)} value={risk} onChange={(value) => setRisk(value)} />
      </div>
      <div className="instant-info__table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Hits</th>
              <th scope="col">Multiplier</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            {kenoPaylines(picks, risk).map((line) => (
              <tr key={line.hits}>
                <th scope="row">{line.hits}</th>
                <td>{formatMultiplier(line.multiplier)}</td>
                <td>{formatChance(line.chance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        RTP with {picks} {picks === 1 ? 'number' : 'numbers'} at {risk} risk:{' '}
        <span className="instant-info__rtp">{formatRtp(fractionToNumber(kenoRtp(picks, risk)))}</span>
      </p>
    </div>
  );
}
