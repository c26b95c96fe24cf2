import { openDatabase } from '../../db/client.ts';
import { openHouseAccounts } from '../../modules/ledger/index.ts';
import { createPgbenchTables, measurePgbenchTps } from '../pgbench.ts';
import { queryOnce } from '../query-once.ts';
import { withScratchDatabase } from '../scratch-database.ts';
import { measured, runBatched, runScript } from './shape-runs.ts';

const PLAYERS = 100;
const OPENING_BALANCE = 1_000_000_000n;

/**
 * A won spin's two postings on the casino's own schema (its migrations: the keys, checks and indexes the spin shapes'
 * tables leave out), posted as today (ledger-per-spin.pgbench, `connections` clients) and batched
 * (ledger-batched.pgbench, one run per size), next to tpcb-like on the same database: whether batching still pays
 * once the ledger's rules are in.
 */
export async function casinoLedgerFigures(options: { seconds: number; connections: number; batchSizes: number[]; tpcbClients: number }) {
  return withScratchDatabase(async (url) => {
    const database = await openDatabase({ url });
    try {
      await openHouseAccounts(database.db, ['EUR']);
    } finally {
      await database.close();
    }
    // After the house's accounts, as on a live database: the lock order ledger_post keeps.
    await queryOnce(
      url,
      `INSERT INTO ledger_accounts (owner_type, owner_id, currency, purpose, shard, allow_negative, balance)
        SELECT 'player', md5('player' || n)::uuid, 'EUR', 'cash', 0, false, ${OPENING_BALANCE} FROM generate_series(1, ${PLAYERS}) AS n`,
    );
    await createPgbenchTables(url);
    const perSpin = await runScript(url, 'ledger-per-spin.pgbench', { seconds: options.seconds, clients: options.connections });
    const batched = await runBatched(url, 'ledger-batched.pgbench', { seconds: options.seconds, players: PLAYERS, sizes: options.batchSizes });
    const tpcb = await measured(() => measurePgbenchTps(url, options.tpcbClients, options.seconds));
    const [check] = await queryOnce<{ sum: string; unbalanced: string }>(
      url,
      `SELECT (SELECT sum(balance) FROM ledger_accounts)::text AS sum,
        (SELECT count(*) FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) AS t)::text AS unbalanced`,
    );
    if (check!.sum !== String(BigInt(PLAYERS) * OPENING_BALANCE) || check!.unbalanced !== '0') {
      throw new Error(`the postings did not balance: accounts sum to ${check!.sum}, ${check!.unbalanced} transactions unbalanced`);
    }
    return { perSpin, batched, tpcb };
  });
}
