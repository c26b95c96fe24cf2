import { MINES_MAX_MINES, MINES_MIN_MINES, minesGame, minesMultiplierTable, minesRules } from '@lodestar/games';
import { SelectField } from '@/components/select-field';
import { formatMultiplier } from '../game-format';
import { useMinesSettings } from './mines-settings';
import { TableInfo } from '../table-games/table-info';

const mineCounts = Array.from({ length: MINES_MAX_MINES - MINES_MIN_MINES + 1 }, (_, index) => MINES_MIN_MINES + index);

/** The rules and the cash-out ladder for the mine count the player has chosen (changing it here changes the game's). */
export function MinesInfo() {
  const { mineCount, setMineCount } = useMinesSettings();
  const ladder = minesMultiplierTable(mineCount);
  return (
    <TableInfo game="mines" rules={minesRules} rtp={minesGame.theoreticalRtp}>
      <SelectField label="Mines" value={String(mineCount)} onChange={(event) => setMineCount(Number(event.target.value))}>
        {mineCounts.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
      <div className="table-info__table-wrap">
        <table className="table-info__table">
          <caption>
            Multipliers with {mineCount} {mineCount === 1 ? 'mine' : 'mines'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Gems found</th>
              <th scope="col">Cash out</th>
            </tr>
          </thead>
          <tbody>
            {ladder.map((multiplier, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                <td>{formatMultiplier(multiplier)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableInfo>
  );
}
