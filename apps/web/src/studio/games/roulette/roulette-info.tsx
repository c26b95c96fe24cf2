import { ROULETTE_ODDS, type RouletteBetType, rouletteGame, rouletteRules } from '@lodestar/games';
import { TableInfo } from '../table-games/table-info';

const oddsRows: { type: RouletteBetType; name: string; covers: string }[] = [
  { type: 'straight', name: 'Straight up', covers: '1 number' },
  { type: 'split', name: 'Split', covers: '2 numbers' },
  { type: 'street', name: 'Street, 0-1-2, 0-2-3', covers: '3 numbers' },
  { type: 'corner', name: 'Corner, 0-1-2-3', covers: '4 numbers' },
  { type: 'six-line', name: 'Six line', covers: '6 numbers' },
  { type: 'column', name: 'Column', covers: '12 numbers' },
  { type: 'dozen', name: 'Dozen', covers: '12 numbers' },
  { type: 'red', name: 'Red / black, even / odd, 1–18 / 19–36', covers: '18 numbers' },
];

/** The rules and the odds of every bet, from the engine that settles them. */
export function RouletteInfo() {
  return (
    <TableInfo game="roulette" rules={rouletteRules} rtp={rouletteGame.theoreticalRtp}>
      <table className="table-info__table">
        <caption>Odds</caption>
        <thead>
          <tr>
            <th scope="col">Bet</th>
            <th scope="col">Covers</th>
            <th scope="col">Pays</th>
          </tr>
        </thead>
        <tbody>
          {oddsRows.map(({ type, name, covers }) => (
            <tr key={type}>
              <th scope="row">{name}</th>
              <td>{covers}</td>
              <td>{ROULETTE_ODDS[type]}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableInfo>
  );
}
