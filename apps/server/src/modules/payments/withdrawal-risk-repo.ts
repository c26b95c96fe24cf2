import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from './schema.ts';

/** The payments side of a cashout's risk signals. */
export const withdrawalRiskRepo = {
  /**
   * Completed deposits and cashouts paid or being paid (the one under review excluded), in EUR cents at the rates
   * they were priced at, and when the last deposit completed.
   */
  async totalsOf(db: Executor, playerId: string, reviewedWithdrawalId: string) {
    const [row] = await db
      .select({
        depositsEurCents: sql<string>`coalesce(sum(${payments.amountEurCents}) filter (where ${payments.kind} = 'deposit' and ${payments.status} = 'COMPLETED'), 0)::text`,
        withdrawalsEurCents: sql<string>`coalesce(sum(${payments.amountEurCents}) filter (where ${payments.kind} = 'withdrawal' and ${payments.status} in ('APPROVED', 'PAYOUT_UNKNOWN', 'PAID') and ${payments.id} <> ${reviewedWithdrawalId}), 0)::text`,
        lastDepositAt: sql<
          string | null
        >`max(${payments.completedAt}) filter (where ${payments.kind} = 'deposit' and ${payments.status} = 'COMPLETED')`,
      })
      .from(payments)
      .where(eq(payments.playerId, playerId));
    return {
      depositsEurCents: BigInt(row?.depositsEurCents ?? '0'),
      withdrawalsEurCents: BigInt(row?.withdrawalsEurCents ?? '0'),
      lastDepositAt: row?.lastDepositAt ? new Date(row.lastDepositAt) : null,
    };
  },

  /** Other players who asked for a cashout to the same address or e-wallet email (compared case-insensitively). */
  async otherPlayersCashingOutTo(db: Executor, address: string, playerId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ playerId: payments.playerId })
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'withdrawal'),
          sql`lower(${payments.address}) = lower(${address})`,
          ne(payments.playerId, playerId),
          inArray(payments.status, ['PENDING', 'APPROVED', 'PAYOUT_UNKNOWN', 'PAID', 'REJECTED']),
        ),
      );
    return rows.map((row) => row.playerId);
  },
};
