import { statementText, statementTypeLabels, type StatementMovement } from '@lodestar/contracts';
import { CardTable } from '@/components/card-table';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { formatDateTime } from '@/lib/format';
import { useCurrencies } from '@/lib/wallet-queries';

const [dateColumn, typeColumn, descriptionColumn, amountColumn] = statementText.columns;

/** The movements as a table, a card per movement on phones. */
export function MovementsTable({ movements, caption, refreshing }: { movements: StatementMovement[]; caption: string; refreshing: boolean }) {
  const currencies = useCurrencies().data;
  return (
    <CardTable block="movements-table" caption={caption} columns={statementText.columns} refreshing={refreshing}>
      {movements.map((movement) => {
        const moneyIn = !movement.amount.startsWith('-');
        return (
          <tr role="row" key={movement.id}>
            <td role="cell" className="movements-table__date" data-label={dateColumn}>
              <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt)}</time>
            </td>
            <td role="cell" data-label={typeColumn}>
              <span className={`movement-type movement-type--${movement.type.toLowerCase()}`}>{statementTypeLabels[movement.type]}</span>
            </td>
            <th role="rowheader" scope="row" className="movements-table__description" data-label={descriptionColumn}>
              {movement.description}
              {movement.reference && <span className="movements-table__reference">{movement.reference}</span>}
            </th>
            <td role="cell" className={`movements-table__amount${moneyIn ? ' movements-table__amount--in' : ''}`} data-label={amountColumn}>
              {moneyIn ? '+' : ''}
              {formatMoney(movement.amount, findCurrency(currencies, movement.currency), movement.currency)}
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
