import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createPgbenchTables, measurePgbenchTps } from '../pgbench.ts';
import { queryOnce } from '../query-once.ts';
import { withScratchDatabase } from '../scratch-database.ts';
import { casinoLedgerFigures } from './casino-ledger.ts';
import { measured, runBatched, runScript, type ShapeFigures } from './shape-runs.ts';

/**
 * What PostgreSQL alone can do for a spin, sent six ways (issue 16, item 2): the rows a won cash spin writes and reads,
 * in tables shaped like the casino's but without its rules (schema.sql), driven by pgbench, whose own client costs next
 * to nothing. `statements` sends them as the casino does today (13 round trips, 3 commits); `one-transaction` the same
 * statements with one commit (what the commits cost); `pipelined` the same statements with the wallet's call in two
 * pipelined flights (5 round trips, 3 commits: what pipelining could give); `wallet-function` keeps the studio's
 * statements and sends the wallet's call as one database function (4 round trips, 3 commits); `function` sends the
 * whole spin as one call (one round trip, one commit); `batched` sends the spins of many players at once (BATCH_SIZES),
 * each step one set-based statement for the batch (4 round trips and 3 commits a batch: what batching the calls of many
 * players could give). Next to tpcb-like on the same database, each figure is the ratio a spin could reach with a
 * server and a players' client that cost nothing: the ceiling of its shape. Then the ledger alone on the casino's own
 * schema, posted per spin and batched (casino-ledger.ts): whether batching still pays with its rules in.
 *
 *   npm run bench:spin-shapes [-- --seconds 8]
 */
const seconds = process.argv.includes('--seconds') ? Number(process.argv[process.argv.indexOf('--seconds') + 1]) : 8;
/** The casino's pool of connections to PostgreSQL (db/client.ts), and the benchmark's players. */
const POOL_CONNECTIONS = 10;
const PLAYERS = 80;
/** The players of schema.sql. */
const SCHEMA_PLAYERS = 100;
/**
 * The spins of one transaction of batched.pgbench: each of its clients plays for this many players of its own, so the
 * players are split between SCHEMA_PLAYERS / size clients (a server batching the calls that arrive while the batch
 * before is in flight would run a few large batches at a time, or many small ones).
 */
const BATCH_SIZES = [10, 50];

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A figure's line, with its ratio to the tpcb-like run on the same database. */
const figureLine = (label: string, figures: ShapeFigures, unit: string, tpcb: ShapeFigures) =>
  `    ${label.padEnd(66)} ${fmt(figures.tps).padStart(6)} ${unit} · machine ${fmt(figures.busy * 100)} % busy · ratio ${fmt(figures.tps / tpcb.tps, 2)}`;

await withScratchDatabase(async (url) => {
  await queryOnce(url, readFileSync(here('schema.sql'), 'utf8'));
  await createPgbenchTables(url);
  const script = (name: string) => runScript(url, name, { seconds, clients: POOL_CONNECTIONS });
  const statements = await script('statements.pgbench');
  const oneTransaction = await script('one-transaction.pgbench');
  const pipelined = await script('pipelined.pgbench');
  const walletCall = await script('wallet-function.pgbench');
  const oneCall = await script('function.pgbench');
  const batched = await runBatched(url, 'batched.pgbench', { seconds, players: SCHEMA_PLAYERS, sizes: BATCH_SIZES });
  const tpcb = await measured(() => measurePgbenchTps(url, PLAYERS, seconds));
  const [conserved] = await queryOnce<{ sum: string }>(url, 'SELECT sum(balance)::text AS sum FROM accounts');
  if (conserved!.sum !== String(116 * 1_000_000_000)) throw new Error(`the spins' postings did not sum to zero: ${conserved!.sum}`);

  const line = (label: string, figures: ShapeFigures, unit: string) => figureLine(label, figures, unit, tpcb);
  console.log(`Spin shapes on PostgreSQL alone, ${seconds} s each, ${POOL_CONNECTIONS} connections (the casino's pool):`);
  console.log(line('statements: as the casino sends a spin today (13 round trips)', statements, 'spins/s'));
  console.log(line('one-transaction: the same statements, one commit (13 round trips)', oneTransaction, 'spins/s'));
  console.log(line("pipelined: the wallet's call in two pipelined flights (5 round trips)", pipelined, 'spins/s'));
  console.log(line("wallet-function: the wallet's call as one function (4 round trips)", walletCall, 'spins/s'));
  console.log(line('function: the whole spin as one function call (1 round trip)', oneCall, 'spins/s'));
  for (const figures of batched) {
    console.log(line(`batched: ${figures.size} players' spins a batch, ${figures.clients} connections (4 round trips)`, figures, 'spins/s'));
  }
  console.log(line(`pgbench -b tpcb-like, ${PLAYERS} clients`, tpcb, 'TPS    '));
});

const ledger = await casinoLedgerFigures({ seconds, connections: POOL_CONNECTIONS, batchSizes: BATCH_SIZES, tpcbClients: PLAYERS });
const ledgerLine = (label: string, figures: ShapeFigures, unit: string) => figureLine(label, figures, unit, ledger.tpcb);
console.log(`A won spin's two postings alone, on the casino's schema (its migrations), ${seconds} s each:`);
console.log(ledgerLine(`per spin: two ledger_post calls, one transaction (${POOL_CONNECTIONS} connections)`, ledger.perSpin, 'spins/s'));
for (const figures of ledger.batched) {
  console.log(ledgerLine(`batched: ${figures.size} players' postings in one statement (${figures.clients} connections)`, figures, 'spins/s'));
}
console.log(ledgerLine(`pgbench -b tpcb-like, ${PLAYERS} clients`, ledger.tpcb, 'TPS    '));
