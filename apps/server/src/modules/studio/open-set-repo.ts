import { sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement, valueOf } from '../../db/prepared-statement.ts';
import { defaultValueOf, insertableColumnsOf } from '../../db/sql-helpers.ts';
import type { NonceOfPair, RoundToOpen } from './repo.ts';
import { studioRounds } from './schema.ts';

/** A round to open on the nonce of its pair (repo.ts insertRoundOnNonce). */
export interface RoundOnNonce {
  nonce: NonceOfPair;
  values: RoundToOpen;
}

type RoundColumn = keyof typeof studioRounds.$inferInsert;

const insertedColumns = insertableColumnsOf(studioRounds) as Array<[RoundColumn, Column]>;

/** The nonce's own columns come from the pair named, not from the round's values. */
const nonceColumns: Partial<Record<RoundColumn, string>> = { seedPairId: 'i.pair_id', clientSeed: 'i.client_seed', nonce: 'i.nonce' };

/** The columns the rounds give values for (givenKeysOf's list), but the nonce's: by list, worked out once each. */
const givenColumnsByList = new Map<string, Array<[RoundColumn, Column]>>();
function givenColumnsOf(given: string): Array<[RoundColumn, Column]> {
  let columns = givenColumnsByList.get(given);
  if (!columns) {
    const keys = new Set(given.split(','));
    columns = insertedColumns.filter(([key]) => keys.has(key) && !nonceColumns[key]);
    givenColumnsByList.set(given, columns);
  }
  return columns;
}

/** A JSON column travels as text in its array, each element cast back: an array of jsonb would parse its own way. */
const arrayTypeOf = (column: Column) => (column.getSQLType() === 'jsonb' ? 'text' : column.getSQLType());

/**
 * Several rounds opened in one statement, each as insertRoundOnNonce opens one (`given`, givenKeysOf's list, the same
 * for all): each pair's nonce is taken only while the pair still stands at it, and its round written only with it. A
 * round whose pair moved is not written (no row for its pair). A session with an unfinished round fails the whole
 * statement (a unique violation), as it fails the statement of one.
 */
const openSetStatement = preparedStatement<Record<string, unknown>, string>('studio/open-set', (_db, given) => {
  const givenColumns = givenColumnsOf(given);
  const arrays = sql.join(
    givenColumns.map(([key, column]) => sql`${valueOf(`column:${key}`)}::${sql.raw(arrayTypeOf(column))}[]`),
    sql`, `,
  );
  const aliases = givenColumns.map((_, index) => `c${index}`).join(', ');
  const selected = sql.join(
    insertedColumns.map(([key, column]) => {
      const nonceColumn = nonceColumns[key];
      if (nonceColumn) return sql.raw(nonceColumn);
      const index = givenColumns.findIndex(([givenKey]) => givenKey === key);
      return index >= 0 ? sql.raw(`i.c${index}::${column.getSQLType()}`) : defaultValueOf(column);
    }),
    sql`, `,
  );
  return sql`with input as (
      select * from unnest(${valueOf('pairIds')}::uuid[], ${valueOf('nonces')}::integer[], ${valueOf('clientSeeds')}::text[], ${arrays})
        with ordinality as i(pair_id, nonce, client_seed, ${sql.raw(aliases)}, position)
    ), taken as (
      update studio_seed_pairs pair set next_nonce = pair.next_nonce + 1 from input i
      where pair.id = i.pair_id and pair.next_nonce = i.nonce and pair.client_seed = i.client_seed and pair.revealed_at is null
      returning pair.id
    )
    insert into studio_rounds (${sql.raw(insertedColumns.map(([, column]) => `"${column.name}"`).join(', '))})
    select ${selected} from input i join taken on taken.id = i.pair_id order by i.position
    returning *`;
});

/** Opens every round in one statement (`given`: the columns every one of them gives); the rows written, by pair id. */
export async function openSet(db: Executor, rounds: RoundOnNonce[], given: string): Promise<Map<string, Record<string, unknown>>> {
  const values: Record<string, unknown> = {
    pairIds: rounds.map((round) => round.nonce.pairId),
    nonces: rounds.map((round) => round.nonce.nonce),
    clientSeeds: rounds.map((round) => round.nonce.clientSeed),
  };
  for (const [key, column] of givenColumnsOf(given)) {
    // Encoded as the statement of one encodes its values: by the column, null included (a JSON null for jsonb).
    values[`column:${key}`] = rounds.map((round) => column.mapToDriverValue((round.values as Record<string, unknown>)[key]));
  }
  const rows = await openSetStatement(db, values, given);
  return new Map(rows.map((row) => [String(row.seed_pair_id), row]));
}
