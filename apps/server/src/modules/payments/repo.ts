import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stillConfirmingInItsBlock, type ChainTransactionRow } from './chain-scan-repo.ts';
import { chainTransactions, cryptoAddressIndexSequence, cryptoDepositAddresses, payments, withdrawalSettings, type PaymentKind } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
type PaymentStatus = PaymentRow['status'];
/** The one row of withdrawal_settings. */
const WITHDRAWAL_SETTINGS_ROW = 1;

export const paymentsRepo = {
  async insertPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },

  async findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  },

  async setProviderReference(db: Executor, id: string, providerReference: string): Promise<void> {
    await db
      .update(payments)
      .set({ providerReference, updatedAt: sql`now()` })
      .where(eq(payments.id, id));
  },

  /**
   * Moves a payment from one status to the next only if it is still in `from`: the row count says whether
   * this caller made the move, so a repeated webhook or a double click does it once.
   */
  async transition(
    db: Executor,
    id: string,
    from: PaymentStatus | PaymentStatus[],
    to: PaymentStatus,
    extra: { failureReason?: string; completed?: boolean } = {},
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(extra.failureReason ? { failureReason: extra.failureReason } : {}),
        ...(extra.completed ? { completedAt: sql`now()` } : {}),
      })
      .where(and(eq(payments.id, id), Array.isArray(from) ? inArray(payments.status, from) : eq(payments.status, from)))
      .returning();
    return row;
  },

  async listForPlayer(
    db: Executor,
    filter: {
      playerId: string;
      kind: PaymentKind;
      /** Codes of the currencies listed (the currencies module says which are fiat and which crypto); every currency when absent. */
      currencies?: string[];
      from?: Date;
      to?: Date;
      statuses?: PaymentStatus[];
      hiddenStatuses?: PaymentStatus[];
      limit?: number;
    },
  ): Promise<PaymentRow[]> {
    const conditions = [eq(payments.playerId, filter.playerId), eq(payments.kind, filter.kind)];
    if (filter.currencies) conditions.push(inArray(payments.currency, filter.currencies));
    if (filter.from) conditions.push(gte(payments.createdAt, filter.from));
    if (filter.to) conditions.push(lt(payments.createdAt, filter.to));
    if (filter.statuses) conditions.push(inArray(payments.status, filter.statuses));
    if (filter.hiddenStatuses) conditions.push(notInArray(payments.status, filter.hiddenStatuses));
    return db
      .select()
      .from(payments)
      .where(and(...conditions))
      .orderBy(desc(payments.createdAt))
      .limit(filter.limit ?? 200);
  },

  /**
   * Expires gateway deposits left pending longer than the TTL. One conditional UPDATE: idempotent, and safe when
   * several processes run it at once (a row moves once).
   */
  async expireStaleDeposits(db: Executor, ttlMinutes: number): Promise<number> {
    const rows = await db
      .update(payments)
      .set({ status: 'EXPIRED', failureReason: 'expired: the checkout was not finished in time', updatedAt: sql`now()` })
      .where(
        and(eq(payments.kind, 'deposit'), eq(payments.status, 'PENDING'), lt(payments.createdAt, sql`now() - ${ttlMinutes} * interval '1 minute'`)),
      )
      .returning({ id: payments.id });
    return rows.length;
  },

  /** Gateway deposits still PENDING although older than the TTL (the expiry job has not caught them), oldest first. */
  async depositsPendingPastExpiry(db: Executor, ttlMinutes: number, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(eq(payments.kind, 'deposit'), eq(payments.status, 'PENDING'), lt(payments.createdAt, sql`now() - ${ttlMinutes} * interval '1 minute'`)),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /** The EUR cents at or below which a clean cashout is paid without staff; null when off. */
  async autoApprovalMaxEurCents(db: Executor): Promise<bigint | null> {
    const [row] = await db.select().from(withdrawalSettings).where(eq(withdrawalSettings.id, WITHDRAWAL_SETTINGS_ROW));
    return row?.autoApproveMaxEurCents ?? null;
  },

  async setAutoApprovalMaxEurCents(db: Executor, maxEurCents: bigint | null): Promise<void> {
    await db
      .insert(withdrawalSettings)
      .values({ id: WITHDRAWAL_SETTINGS_ROW, autoApproveMaxEurCents: maxEurCents })
      .onConflictDoUpdate({ target: withdrawalSettings.id, set: { autoApproveMaxEurCents: maxEurCents, updatedAt: sql`now()` } });
  },

  async completedDeposits(db: Executor, playerId: string): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.kind, 'deposit'), eq(payments.status, 'COMPLETED')))
      .orderBy(desc(payments.createdAt));
  },

  /** The player's completed deposits; inside a credit transaction it counts the one being credited. */
  async countCompletedDeposits(db: Executor, playerId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.kind, 'deposit'), eq(payments.status, 'COMPLETED')));
    return row!.count;
  },

  async withdrawalsWithStatus(db: Executor, statuses: PaymentStatus[]): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, 'withdrawal'), inArray(payments.status, statuses)))
      .orderBy(payments.createdAt)
      .limit(500);
  },

  async findDepositAddress(db: Executor, playerId: string, currency: string) {
    const [row] = await db
      .select()
      .from(cryptoDepositAddresses)
      .where(and(eq(cryptoDepositAddresses.playerId, playerId), eq(cryptoDepositAddresses.currency, currency)));
    return row;
  },

  async findAddressOwner(db: Executor, currency: string, address: string) {
    const [row] = await db
      .select()
      .from(cryptoDepositAddresses)
      .where(and(eq(cryptoDepositAddresses.currency, currency), eq(cryptoDepositAddresses.address, address)));
    return row;
  },

  async nextDerivationIndex(db: Executor): Promise<number> {
    // Both drivers answer raw SQL with { rows }; the generic database type cannot say so.
    const result = (await db.execute(sql`select nextval(${cryptoAddressIndexSequence.seqName}::regclass)::text as index`)) as unknown as {
      rows: Array<{ index: string }>;
    };
    return Number(result.rows[0]!.index);
  },

  async insertDepositAddress(db: Executor, values: typeof cryptoDepositAddresses.$inferInsert): Promise<void> {
    await db.insert(cryptoDepositAddresses).values(values).onConflictDoNothing();
  },

  /** Records a sighting; confirmations only ever go up. Returns the stored row. */
  async upsertChainTransaction(db: Executor, values: typeof chainTransactions.$inferInsert) {
    const [row] = await db
      .insert(chainTransactions)
      .values(values)
      .onConflictDoUpdate({
        target: [chainTransactions.currency, chainTransactions.txHash, chainTransactions.outputIndex],
        set: { confirmations: sql`greatest(${chainTransactions.confirmations}, excluded.confirmations)` },
      })
      .returning();
    return row!;
  },

  /**
   * Claims a confirming chain transaction for crediting, as long as it is still in the block it was confirmed in;
   * undefined when someone else claimed it first or the chain moved it.
   */
  async markChainTransactionCredited(db: Executor, claimed: ChainTransactionRow, paymentId: string, status: 'credited' | 'held') {
    const [row] = await db
      .update(chainTransactions)
      .set({ creditedAt: sql`now()`, paymentId, status })
      .where(stillConfirmingInItsBlock(claimed))
      .returning();
    return row;
  },

  /** Confirmed below the currency's minimum deposit: kept, shown, never credited. */
  async markChainTransactionTooSmall(db: Executor, id: string): Promise<void> {
    await db
      .update(chainTransactions)
      .set({ status: 'too-small' })
      .where(and(eq(chainTransactions.id, id), eq(chainTransactions.status, 'confirming')));
  },
};
