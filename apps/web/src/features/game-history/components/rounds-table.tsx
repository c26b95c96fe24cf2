import { Link } from 'react-router';
import { gameHistoryText, gameHistoryWalletTypeLabels, gameRouteName, type GameHistoryRound } from '@lodestar/contracts';
import { useCurrencies } from '@/lib/wallet-queries';
import { CardTable } from '@/components/card-table';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { formatRoundDate } from '../history-dates';

const [gameColumn, dateColumn, stakeColumn, prizeColumn, balanceColumn, walletColumn] = gameHistoryText.columns;

/** What each wallet put in, for a round not paid by cash alone: "1.00 EUR cash · 4.00 EUR bonus". */
function stakeSplitOf(round: GameHistoryRound, money: (amount: string) => string): string | null {
  if (round.stake.walletType === 'cash') return null;
  const parts: Array<[string, string]> = [
    [round.stake.cashWalletStake.stake, 'cash'],
    [round.stake.cashBonusWalletStake.stake, 'bonus'],
    [round.stake.freeSpinBonusWalletStake.stake, 'free spin'],
  ];
  return parts
    .filter(([stake]) => /[1-9]/.test(stake))
    .map(([stake, wallet]) => `${money(stake)} ${wallet}`)
    .join(' · ');
}

const SKELETON_ROWS = 7;

/** The rounds as a table, a card per round on phones. */
export function RoundsTable({ rounds, caption, refreshing }: { rounds: GameHistoryRound[]; caption: string; refreshing: boolean }) {
  const currencies = useCurrencies().data;
  return (
    <CardTable block="rounds-table" caption={caption} columns={gameHistoryText.columns} refreshing={refreshing}>
      {rounds.map((round) => {
        const currency = findCurrency(currencies, round.stake.currency);
        const money = (amount: string) => formatMoney(amount, currency, round.stake.currency);
        const won = /[1-9]/.test(round.prize.totalPrize);
        const split = stakeSplitOf(round, money);
        return (
          <tr role="row" key={`${round.game.id}:${round.roundId}`}>
            <th role="rowheader" scope="row" className="rounds-table__game" data-label={gameColumn}>
              <Link to={`/game/${gameRouteName(round.game.imageId)}`} className="rounds-table__game-link">
                {round.game.name}
              </Link>
              <span className="rounds-table__provider">{round.game.provider}</span>
            </th>
            <td role="cell" className="rounds-table__date" data-label={dateColumn}>
              <time dateTime={new Date(round.stake.createdAt * 1000).toISOString()}>{formatRoundDate(round.stake.createdAt)}</time>
            </td>
            <td role="cell" className="rounds-table__amount rounds-table__amount--stake" data-label={stakeColumn}>
              {money(round.stake.totalStake)}
            </td>
            <td
              role="cell"
              className={`rounds-table__amount rounds-table__amount--prize${won ? ' rounds-table__amount--won' : ''}`}
              data-label={prizeColumn}
            >
              {money(round.prize.totalPrize)}
            </td>
            <td role="cell" className="rounds-table__amount rounds-table__amount--balance" data-label={balanceColumn}>
              {money(round.stake.cashWalletStake.balance)}
            </td>
            <td role="cell" className="rounds-table__wallet" data-label={walletColumn}>
              <span className={`wallet-type-badge wallet-type-badge--${round.stake.walletType}`}>
                {gameHistoryWalletTypeLabels[round.stake.walletType]}
              </span>
              {split && <span className="rounds-table__split">{split}</span>}
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}

/** The table's outline while the first page loads, so nothing jumps when it arrives. */
export function RoundsSkeleton() {
  return (
    <div className="rounds-skeleton" role="status" aria-label="Loading game history">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div className="rounds-skeleton__row" key={row} aria-hidden="true">
          <span className="rounds-skeleton__bar rounds-skeleton__bar--wide" />
          <span className="rounds-skeleton__bar" />
          <span className="rounds-skeleton__bar" />
          <span className="rounds-skeleton__bar" />
          <span className="rounds-skeleton__bar" />
          <span className="rounds-skeleton__bar rounds-skeleton__bar--narrow" />
        </div>
      ))}
    </div>
  );
}
