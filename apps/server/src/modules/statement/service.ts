import {
  formatMinorUnits,
  instantRangeOf,
  statementText,
  statementTypeLabels,
  type CurrencyCode,
  type StatementFilter,
  type StatementMovement,
  type StatementPage,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import {
  countMovementsOfPlayer,
  movementsOfPlayer,
  movementTotalsOfPlayer,
  type PlayerMovement,
  type PlayerMovementFilter,
} from '../ledger/index.ts';
import { csvLine } from './csv.ts';
import { kindFilterOf, playerViewOf, referenceLabelOf } from './movement-types.ts';

export type StatementService = ReturnType<typeof createStatementService>;

/** Rows read per query while a CSV streams: memory stays flat however long the statement. */
const CSV_BATCH = 500;

export interface StatementDeps {
  db: Database;
  currencies: CurrenciesService;
  /** Tests read long statements in small batches. */
  csvBatch?: number;
}

/** What a player staked and won in one currency, in minor units. */
export interface GameplayTotals {
  currency: CurrencyCode;
  /** Stakes less refunded stakes. */
  wagered: bigint;
  /** Wins less stakes, refunds counted back. */
  net: bigint;
}

/** UKGC RTS 1: the player's statement, read from the ledger through its read models only. */
export function createStatementService({ db, currencies, csvBatch = CSV_BATCH }: StatementDeps) {
  const amountOf = async (minor: bigint, currency: string) => formatMinorUnits(minor, (await currencies.get(currency)).subunitsToUnit);

  const toMovement = async (movement: PlayerMovement): Promise<StatementMovement> => {
    const { type, description } = playerViewOf(movement.kind);
    return {
      id: `${movement.transactionId}-${movement.currency}`,
      createdAt: movement.createdAt.toISOString(),
      type,
      description,
      reference: referenceLabelOf(movement.reference),
      currency: movement.currency as CurrencyCode,
      amount: await amountOf(movement.amount, movement.currency),
    };
  };

  const filterOf = (playerId: string, query: StatementFilter): PlayerMovementFilter => {
    const { start, end } = instantRangeOf(query);
    return { playerId, from: start, to: end, kinds: kindFilterOf(query.types) };
  };

  /** The movements newest first, a batch at a time; the last transaction of a full batch is read again whole with the next one. */
  async function* movementsIn(filter: PlayerMovementFilter): AsyncGenerator<PlayerMovement> {
    let beforeTransactionId: number | undefined;
    for (;;) {
      const batch = await movementsOfPlayer(db, filter, { limit: csvBatch, beforeTransactionId });
      const full = batch.length === csvBatch;
      const last = batch.at(-1)?.transactionId;
      for (const movement of batch) if (!full || movement.transactionId !== last) yield movement;
      if (!full || last === undefined) return;
      beforeTransactionId = last + 1;
    }
  }

  return {
    async page(playerId: string, query: StatementFilter): Promise<StatementPage> {
      const filter = filterOf(playerId, query);
      const [rows, total] = await Promise.all([
        movementsOfPlayer(db, filter, { limit: query.size, offset: (query.page - 1) * query.size }),
        countMovementsOfPlayer(db, filter),
      ]);
      return { movements: await Promise.all(rows.map(toMovement)), total, page: query.page, size: query.size };
    },

    /** The whole range as CSV lines, header first, UTC times and decimal amounts. */
    async *csv(playerId: string, query: StatementFilter): AsyncGenerator<string> {
      yield csvLine(statementText.csvHeader);
      for await (const row of movementsIn(filterOf(playerId, query))) {
        const movement = await toMovement(row);
        const fields = [movement.createdAt, statementTypeLabels[movement.type], movement.description, movement.reference ?? '', movement.currency];
        yield csvLine([...fields, { number: movement.amount }]);
      }
    },

    /** What the player staked and won since an instant, per currency played (the reality check's figures). */
    async gameplayTotalsSince(playerId: string, since: Date): Promise<GameplayTotals[]> {
      const rows = await movementTotalsOfPlayer(db, { playerId, from: since, kinds: kindFilterOf(['STAKE', 'WIN', 'REFUND']) });
      const byCurrency = new Map<string, GameplayTotals>();
      for (const { currency, kind, amount } of rows) {
        const totals = byCurrency.get(currency) ?? { currency: currency as CurrencyCode, wagered: 0n, net: 0n };
        const type = playerViewOf(kind).type;
        // Stakes are negative movements; a refund gives a stake back, so it lowers what was wagered.
        if (type === 'STAKE' || type === 'REFUND') totals.wagered -= amount;
        totals.net += amount;
        byCurrency.set(currency, totals);
      }
      return [...byCurrency.values()];
    },

    formatAmount: amountOf,
  };
}
