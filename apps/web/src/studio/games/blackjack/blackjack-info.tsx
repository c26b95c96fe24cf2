import { blackjackGame, blackjackRules } from '@lodestar/games';
import { formatRtp } from '../game-format';
import '../table-games/table-games.css';

const payouts = [
  { hand: 'Blackjack', pays: '3:2' },
  { hand: 'Win', pays: '1:1' },
  { hand: 'Push', pays: 'Stake back' },
  { hand: 'Insurance (dealer blackjack)', pays: '2:1' },
];

/** The house rules and what each result pays, from the engine that deals and settles the hands. */
export function BlackjackInfo() {
  return (
    <section className="table-info" aria-labelledby="blackjack-rules-title">
      <h3 id="blackjack-rules-title">How to play</h3>
      <ul className="table-info__rules">
        {blackjackRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
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
      <p className="table-info__rtp">
        Return to player: <strong>{formatRtp(blackjackGame.theoreticalRtp)}</strong>
      </p>
    </section>
  );
}
