import { and, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chainScannedBlocks, chainTransactions, cryptoDepositAddresses } from './schema.ts';

export type ChainTransactionRow = typeof chainTransactions.$inferSelect;

/** A transfer to one of our addresses, as a chain watcher found it in a block. */
export interface ChainSighting {
  currency: string;
  txHash: string;
  outputIndex: number;
  address: string;
  amount: bigint;
  blockNumber: bigint;
  blockHash: string;
}

/**
 * The row is still counting confirmations in the block it was seen in (none for the chain simulator's): what every
 * change of a confirming transfer requires, so a reorganisation that moved it in between changes nothing.
 */
export const stillConfirmingInItsBlock = (row: Pick<ChainTransactionRow, 'id' | 'blockHash'>) =>
  and(
    eq(chainTransactions.id, row.id),
    eq(chainTransactions.status, 'confirming'),
    sql`${chainTransactions.blockHash} is not distinct from ${row.blockHash}`,
  );

/** What a chain watcher keeps between ticks: the blocks it read and the transfers it is following. */
export const chainScanRepo = {
  /** The highest blocks read, highest first: the first is the scan position. */
  async recentScannedBlocks(db: Executor, chain: string, limit: number) {
    return db.select().from(chainScannedBlocks).where(eq(chainScannedBlocks.chain, chain)).orderBy(desc(chainScannedBlocks.number)).limit(limit);
  },

  /** Claims a block as read; false when another scanner read it first. */
  async insertScannedBlock(db: Executor, chain: string, number: bigint, hash: string): Promise<boolean> {
    const inserted = await db.insert(chainScannedBlocks).values({ chain, number, hash }).onConflictDoNothing().returning();
    return inserted.length > 0;
  },

  /** Rewinds the scan position to `number` after a reorganisation: the blocks above it are read again. */
  async forgetScannedBlocksAbove(db: Executor, chain: string, number: bigint): Promise<void> {
    await db.delete(chainScannedBlocks).where(and(eq(chainScannedBlocks.chain, chain), gt(chainScannedBlocks.number, number)));
  },

  async pruneScannedBlocksBelow(db: Executor, chain: string, number: bigint): Promise<void> {
    await db.delete(chainScannedBlocks).where(and(eq(chainScannedBlocks.chain, chain), lt(chainScannedBlocks.number, number)));
  },

  /** The stored spelling of each of `addresses` that is a deposit address of `currency`. */
  async depositAddressesAmong(db: Executor, currency: string, addresses: string[]): Promise<string[]> {
    if (addresses.length === 0) return [];
    const rows = await db
      .select({ address: cryptoDepositAddresses.address })
      .from(cryptoDepositAddresses)
      .where(and(eq(cryptoDepositAddresses.currency, currency), inArray(cryptoDepositAddresses.address, addresses)));
    return rows.map((row) => row.address);
  },

  /**
   * Records a transfer found in a block. Seen again in another block (the chain reorganised and re-mined it), it
   * follows that block, and a dropped one is confirming again; one already credited, held or too small stays so.
   */
  async recordSighting(db: Executor, sighting: ChainSighting): Promise<void> {
    await db
      .insert(chainTransactions)
      .values({ ...sighting, confirmations: 1, status: 'confirming' })
      .onConflictDoUpdate({
        target: [chainTransactions.currency, chainTransactions.txHash, chainTransactions.outputIndex],
        set: { blockNumber: sighting.blockNumber, blockHash: sighting.blockHash, confirmations: 1, status: 'confirming' },
        setWhere: inArray(chainTransactions.status, ['confirming', 'dropped']),
      });
  },

  /** Transfers found in blocks of these currencies that still count confirmations. */
  async confirmingInBlocks(db: Executor, currencies: string[]): Promise<ChainTransactionRow[]> {
    return db
      .select()
      .from(chainTransactions)
      .where(
        and(eq(chainTransactions.status, 'confirming'), inArray(chainTransactions.currency, currencies), isNotNull(chainTransactions.blockNumber)),
      );
  },

  /** Counts confirmations of a transfer still in the block it was found in; undefined when it has moved since. */
  async updateConfirmations(db: Executor, row: ChainTransactionRow, confirmations: number): Promise<ChainTransactionRow | undefined> {
    const [updated] = await db.update(chainTransactions).set({ confirmations }).where(stillConfirmingInItsBlock(row)).returning();
    return updated;
  },

  /** Its block is no longer on the chain the node follows. */
  async markDropped(db: Executor, row: ChainTransactionRow): Promise<void> {
    await db.update(chainTransactions).set({ status: 'dropped' }).where(stillConfirmingInItsBlock(row));
  },
};
