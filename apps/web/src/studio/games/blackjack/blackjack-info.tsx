import { blackjackGame, blackjackRules } from '@lodestar/games';
import { TableInfo } from '../table-games/table-info';

const payouts = [
  { hand: 'Blackjack', pays: '3:2' },
  { hand: 'Win', pays: '1:1' },
  { hand: 'Push', pays: 'Stake back' },
  { hand: 'Insurance (dealer blackjack)', pays: '2:1' },
];

/** The house rules and what each result pays, from the engine that deals and settles the hands. */
export function BlackjackInfo() {
  return (
    <TableInfo game="blackjack" rules={blackjackRules} rtp={blackjackGame.theoreticalRtp}>
      <table className="table-info__table">
        <caption>Payouts</caption>
        <thead>
          <tr>
            <th scope="col">Result</th>
            <th scope="col">Pays</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map(({ hand, pays }) => (
            <tr key={hand}>
              <th scope="row">{hand}</th>
              <td>{pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableInfo>
  );
}
