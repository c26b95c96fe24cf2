import { formatMinorUnits, type LedgerCheckResult, type ReconciliationView } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import { lastLedgerCheck, runLedgerCheck, type LedgerCheck } from '../ledger/index.ts';
import { depositsPendingPastExpiry } from '../payments/index.ts';
import { roundsPendingPastRecovery } from '../studio/index.ts';

/** How many rows a panel lists at most: more than that is an incident, not a list to read. */
const LIST_LIMIT = 200;

export interface ReconciliationDeps {
  db: Database;
  currencies: CurrenciesService;
  players: Pick<PlayerDirectory, 'emailsOf'>;
  depositTtlMinutes: number;
  now?: () => Date;
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;

const toResult = ({ source, transactions, accounts, violations, ranAt }: LedgerCheck): LedgerCheckResult => ({
  ok: violations.length === 0,
  source,
  transactions,
  accounts,
  violations,
  ranAt: ranAt.toISOString(),
});

/**
 * What should have settled by itself and did not: deposits the expiry job missed, rounds crash recovery did not
 * settle, and the ledger's invariants on demand, with the last recorded check (from here or the command line).
 */
export function createReconciliationService({ db, currencies, players, depositTtlMinutes, now = () => new Date() }: ReconciliationDeps) {
  const expiryOf = (createdAt: Date) => new Date(createdAt.getTime() + depositTtlMinutes * 60_000);

  return {
    async view(): Promise<ReconciliationView> {
      const deposits = await depositsPendingPastExpiry(db, depositTtlMinutes, LIST_LIMIT);
      const rounds = await roundsPendingPastRecovery(db, now(), LIST_LIMIT);
      const emails = await players.emailsOf([...deposits, ...rounds].flatMap((row) => (row.playerId ? [row.playerId] : [])));
      return {
        staleDeposits: await Promise.all(
          deposits.map(async (deposit) => ({
            id: deposit.id,
            playerEmail: emails.get(deposit.playerId) ?? '',
            amount: formatMinorUnits(deposit.amount, (await currencies.get(deposit.currency)).subunitsToUnit),
            currency: deposit.currency,
            method: deposit.method,
            createdAt: deposit.createdAt.toISOString(),
            expiredAt: expiryOf(deposit.createdAt).toISOString(),
          })),
        ),
        stalePendingRounds: rounds.map((round) => ({
          id: round.id,
          game: round.gameId,
          playerEmail: round.playerId ? (emails.get(round.playerId) ?? null) : null,
          pendingSince: round.updatedAt.toISOString(),
        })),
        lastLedgerCheck: await lastLedgerCheck(db).then((check) => (check ? toResult(check) : null)),
      };
    },

    async checkLedger(): Promise<LedgerCheckResult> {
      return toResult(await runLedgerCheck(db, 'back office', now()));
    },
  };
}
