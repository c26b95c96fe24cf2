import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { verifyLedger } from '../modules/ledger/index.ts';
import { checkOutAgainst, type AgainstCheckout } from './against-checkout.ts';
import { probeDiskFlushes } from './disk-flush-probe.ts';
import { benchSlotEngine } from './engine-bench.ts';
import { benchBonuses, benchRealMoneySpins, percentile, type BenchBonus } from './http-bench.ts';
import { createPgbenchTables, measurePgbench } from './pgbench.ts';
import { cpuMillisecondsOfAll, machineCpuTicks, postmasterPidOf, serverCpuMilliseconds } from './process-cpu.ts';
import { queryOnce } from './query-once.ts';
import { sampleConnectionStates, watchMainThreads } from './run-diagnostics.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { startServers } from './spawned-server.ts';

/**
 * `npm run bench`: (a) slot engine rounds per second on one core; (b) real-money spins per second over HTTP with
 * 100 concurrent players on a fresh PostgreSQL database, p50/p99 latency and errors, next to pgbench's tpcb-like
 * TPS on that same database (before and after the spins); then the ledger invariants. Options: --seconds N, --players N, --engine-only,
 * --processes 1,2 (each count in turn: that many server processes on one database and Redis, players split
 * between them), --game <id>, --bonus first-deposit|none (whether the players wager their first deposit's bonus, as
 * by default, or play cash only), --stake N (minor units a spin stakes, the game's minimum by default: the minimum of a
 * jackpot game feeds its pool nothing, 1 EUR does), --against <git ref> (instead: two server processes side by side on one
 * database and Redis, the working tree's and that commit's, players split between them: each server's spins/s and CPU
 * a spin under the same load at the same moment, which a 2-core machine whose speed drifts by ±15 % between runs does
 * not give from two runs one after the other), --no-analyze (no ANALYZE after the warm-up: the tables' statistics are
 * left to the server's own job, as on a new installation whose database does not analyze by itself).
 */
/** The text after `--name`, if the option was given. */
const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const argument = (name: string, fallback: number) => Number(option(name) ?? fallback);
const seconds = argument('seconds', 30);
const players = argument('players', 100);
const processCounts = (option('processes') ?? '1').split(',').map(Number);
const GAME_ID = option('game') ?? 'lodestar:slot-starfall-fortune';
const BONUS = (option('bonus') ?? 'first-deposit') as BenchBonus;
const STAKE = option('stake');
if (STAKE !== undefined && !/^[1-9][0-9]*$/.test(STAKE)) throw new Error('--stake takes a whole number of minor units');
const AGAINST = option('against');
const ANALYZE_AFTER_WARM_UP = !process.argv.includes('--no-analyze');
if (!benchBonuses.includes(BONUS)) throw new Error(`--bonus must be one of ${benchBonuses.join(', ')}`);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printEngineFigures(): void {
  console.log('(a) Slot engine, one core, fair HMAC stream, whole rounds with free spins');
  const figures = benchSlotEngine(1.5);
  for (const figure of figures) console.log(`    ${figure.title.padEnd(22)} ${fmt(figure.roundsPerSecond).padStart(10)} rounds/s`);
  console.log(`    ${'mean'.padEnd(22)} ${fmt(mean(figures.map((figure) => figure.roundsPerSecond))).padStart(10)} rounds/s`);
}

/** Issue 16, item 2: real-money spins/s at least this share of pgbench's tpcb-like TPS on the same database. */
const TARGET_RATIO = 0.5;
/** Issue 16, item 2: the spins' p99 latency at 100 players, at most this many milliseconds. */
const P99_TARGET_MS = 100;
/** Connections left for other sessions of the shared server while pgbench runs (100 is PostgreSQL's default limit). */
const PGBENCH_SPARE_CONNECTIONS = 20;

async function maxConnections(databaseUrl: string): Promise<number> {
  const [row] = await queryOnce<{ max_connections: string }>(databaseUrl, 'SHOW max_connections');
  return Number(row!.max_connections);
}

/**
 * A live casino's tables have statistics: autovacuum analyzes a table within a minute of its growing by a tenth (the
 * server's own job does where the database does not, db/table-statistics.ts). A
 * database created for the run has none until then, and a prepared statement planned on an empty table may keep a plan
 * that reads the whole table once it has grown (issue 16 saw 1,700 pages read by a spin's one-row lookup after 20 s).
 * So the run is measured as a live casino plays: on analyzed tables, after the warm-up has filled them a little. The
 * analysis invalidates every cached plan, which each connection then makes again from the statistics.
 */
async function analyze(databaseUrl: string): Promise<void> {
  await queryOnce(databaseUrl, 'ANALYZE');
}

/**
 * One run of --against. The server started first (which migrates the database) runs 4–10 % slower than the other in
 * runs of a commit against itself, for a reason not yet found: each comparison runs twice, each checkout first once.
 */
interface SideBySide {
  against: AgainstCheckout;
  treeFirst: boolean;
  /** Each checkout's figures over the runs so far. */
  tally: Map<string, { spinsPerSecond: number[]; cpuMsPerSpin: number[] }>;
}

async function printHttpFigures(processCount: number, sideBySide?: SideBySide): Promise<boolean> {
  const against = sideBySide?.against;
  const refName = against?.commit.slice(0, 12) ?? '';
  const serverNames = sideBySide?.treeFirst === false ? [refName, 'working tree'] : ['working tree', refName];
  return withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-bench-'));
    try {
      // The host's speed drifts (a shared machine's neighbours): pgbench runs half its time before the spins and half
      // after, and the ratio is to the mean, so that it compares the spins with the machine as it was during them.
      const clients = Math.min(players, (await maxConnections(databaseUrl)) - PGBENCH_SPARE_CONNECTIONS);
      const pgbenchSeconds = Math.max(1, Math.round(seconds / 2));
      await createPgbenchTables(databaseUrl);
      const pgbenchBefore = await measurePgbench(databaseUrl, clients, pgbenchSeconds);
      const entries = serverNames.map((name) => (name === refName ? against?.serverEntry : undefined));
      const servers = await startServers(processCount, databaseUrl, dataDir, entries);
      let figures;
      const serverPids = servers.map((server) => server.pid);
      const postmasterPid = await postmasterPidOf(databaseUrl);
      const cpuUsed = () => ({
        server: cpuMillisecondsOfAll(serverPids),
        database: postmasterPid === undefined ? undefined : serverCpuMilliseconds(postmasterPid),
        machine: machineCpuTicks(),
      });
      let cpuAtStart = cpuUsed();
      let cpuAtEnd = cpuAtStart;
      const cpuOfEachServer = () => serverPids.map((pid) => cpuMillisecondsOfAll([pid]));
      let eachAtStart = cpuOfEachServer();
      let eachAtEnd = eachAtStart;
      let connections: Awaited<ReturnType<typeof sampleConnectionStates>> | undefined;
      let mainThreads: ReturnType<typeof watchMainThreads> | undefined;
      let diskFlushes: Awaited<ReturnType<typeof probeDiskFlushes>> | undefined;
      let connectionShares = 'not measured';
      let diskFlushFigures = 'not measured';
      let mainThreadShares: string[] = [];
      try {
        const baseUrls = servers.map((server) => server.baseUrl);
        figures = await benchRealMoneySpins({
          baseUrls,
          players,
          seconds,
          gameId: GAME_ID,
          depositEur: '100.00',
          ...(STAKE === undefined ? {} : { stake: STAKE }),
          bonus: BONUS,
          afterWarmUp: async () => {
            if (ANALYZE_AFTER_WARM_UP) await analyze(databaseUrl);
            cpuAtStart = cpuUsed();
            eachAtStart = cpuOfEachServer();
            connections = await sampleConnectionStates(databaseUrl);
            mainThreads = watchMainThreads(serverPids);
            diskFlushes = await probeDiskFlushes(dataDir);
          },
        });
        cpuAtEnd = cpuUsed();
        eachAtEnd = cpuOfEachServer();
        mainThreadShares = mainThreads?.describe() ?? [];
        connectionShares = (await connections?.stop()) ?? connectionShares;
        diskFlushFigures = (await diskFlushes?.stop()) ?? diskFlushFigures;
      } finally {
        await connections?.stop();
        await diskFlushes?.stop();
        await Promise.all(servers.map((server) => server.stop()));
      }
      const where = against
        ? `${serverNames.join("'s server and ")}'s side by side on one database and Redis`
        : processCount === 1
          ? 'one server process'
          : `${processCount} server processes on one database and Redis`;
      console.log(
        `(b) Real-money spins over HTTP: ${players} players, ${seconds} s, ${GAME_ID}, stake ${figures.stake} minor units, ${BONUS === 'none' ? 'cash only' : 'wagering a first-deposit bonus'}, PostgreSQL, ${where}`,
      );
      console.log(
        `    spins ${fmt(figures.spins)} · ${fmt(figures.spinsPerSecond, 1)} spins/s · p50 ${fmt(figures.p50Ms, 1)} ms · p99 ${fmt(figures.p99Ms, 1)} ms · errors ${figures.errors}`,
      );
      for (const sample of figures.errorSamples) console.log(`    error: ${sample}`);
      const msPerSpin = (end: number | undefined, start: number | undefined) =>
        end === undefined || start === undefined ? undefined : (end - start) / figures.spins;
      const perSpin = (end: number | undefined, start: number | undefined) => {
        const ms = msPerSpin(end, start);
        return ms === undefined ? 'not measured' : `${fmt(ms, 2)} ms`;
      };
      if (sideBySide) {
        figures.byServer.forEach((server, index) => {
          const cpuMsPerSpin = ((eachAtEnd[index] ?? NaN) - (eachAtStart[index] ?? NaN)) / server.spins;
          const tally = sideBySide.tally.get(serverNames[index]!) ?? { spinsPerSecond: [], cpuMsPerSpin: [] };
          tally.spinsPerSecond.push(server.spinsPerSecond);
          tally.cpuMsPerSpin.push(cpuMsPerSpin);
          sideBySide.tally.set(serverNames[index]!, tally);
          console.log(
            `    ${serverNames[index]!.padEnd(12)} spins ${fmt(server.spins)} · ${fmt(server.spinsPerSecond, 1)} spins/s · p50 ${fmt(server.p50Ms, 1)} ms · p99 ${fmt(server.p99Ms, 1)} ms · CPU a spin: server ${fmt(cpuMsPerSpin, 2)} ms`,
          );
        });
      }
      console.log(
        `    CPU a spin: server ${perSpin(cpuAtEnd.server, cpuAtStart.server)} · database ${perSpin(cpuAtEnd.database, cpuAtStart.database)} (the whole PostgreSQL server) · players' client ${fmt(figures.clientCpuMsPerSpin, 2)} ms`,
      );

      console.log(`    the database's connections, looked at every 100 ms: ${connectionShares}`);
      console.log(`    the disk, a page written and flushed every 20 ms beside the run: ${diskFlushFigures}`);
      mainThreadShares.forEach((shares, index) => {
        const server = sideBySide ? `${serverNames[index]}'s server` : processCount === 1 ? 'the server' : `server ${index + 1}`;
        console.log(`    ${server}'s event-loop thread: ${shares}`);
      });

      const database = await openDatabase({ url: databaseUrl, dataDir });
      let violations: string[];
      try {
        ({ violations } = await verifyLedger(database.db));
      } finally {
        await database.close();
      }
      console.log(
        `    ledger:verify after the run: ${violations.length === 0 ? 'OK, every invariant holds' : `FAILED, ${violations.length} violation(s)`}`,
      );
      for (const violation of violations.slice(0, 5)) console.log(`      - ${violation}`);

      const pgbenchAfter = await measurePgbench(databaseUrl, clients, pgbenchSeconds);
      const tps = (pgbenchBefore.tps + pgbenchAfter.tps) / 2;
      const pgbenchLatencies = [...pgbenchBefore.latenciesMs, ...pgbenchAfter.latenciesMs].sort((a, b) => a - b);
      console.log(
        `(c) pgbench -b tpcb-like, ${clients} clients, same database, ${pgbenchSeconds} s before the spins and ${pgbenchSeconds} s after: ${fmt(pgbenchBefore.tps, 1)} and ${fmt(pgbenchAfter.tps, 1)} TPS, mean ${fmt(tps, 1)}; its transactions p50 ${fmt(percentile(pgbenchLatencies, 0.5), 1)} ms · p99 ${fmt(percentile(pgbenchLatencies, 0.99), 1)} ms`,
      );
      console.log(`    ratio spins/s ÷ mean pgbench TPS: ${fmt(figures.spinsPerSecond / tps, 3)}`);
      // Issue 16's target as a budget: the spins/s it asks for, on this machine's cores, leave this much CPU a spin for
      // the server, the database and the players' client together (the machine is busy throughout a run).
      const serverMs = msPerSpin(cpuAtEnd.server, cpuAtStart.server);
      const databaseMs = msPerSpin(cpuAtEnd.database, cpuAtStart.database);
      const spinCpuMs = serverMs === undefined || databaseMs === undefined ? undefined : serverMs + databaseMs + figures.clientCpuMsPerSpin;
      const targetSpinsPerSecond = TARGET_RATIO * tps;
      const cores = os.availableParallelism();
      // Below the budget yet short of the target: the cores stood idle part of the run, a spin's links waiting on one
      // another or on the disk's flushes (the probe's line above), and the busy share says how much.
      const { machine: machineAtStart } = cpuAtStart;
      const { machine: machineAtEnd } = cpuAtEnd;
      const busyShare =
        machineAtStart && machineAtEnd ? (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.total - machineAtStart.total) : undefined;
      console.log(
        `    the target (${TARGET_RATIO} × pgbench) is ${fmt(targetSpinsPerSecond)} spins/s: at most ${fmt((cores * 1000) / targetSpinsPerSecond, 2)} ms of CPU a spin on ${cores} cores, against ${spinCpuMs === undefined ? 'an unmeasured' : fmt(spinCpuMs, 2)} ms in this run, the cores ${busyShare === undefined ? 'not measured' : `${fmt(100 * busyShare)} % busy`}`,
      );
      // Issue 16's p99 target: players who spin again as soon as an answer comes wait, on average, players ÷ spins/s.
      console.log(
        `    p99 target ${P99_TARGET_MS} ms: ${players} players spinning back to back wait ${players} ÷ spins/s on average (Little's law), so it needs over ${fmt((players * 1000) / P99_TARGET_MS)} spins/s; this run's mean latency ${fmt(figures.meanMs, 1)} ms`,
      );
      return figures.errors === 0 && violations.length === 0;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

function printComparison(tally: SideBySide['tally'], refName: string): void {
  const tree = tally.get('working tree')!;
  const ref = tally.get(refName)!;
  console.log(`(d) Side by side, mean of both orders: working tree against ${refName}`);
  for (const [name, figures] of [
    ['working tree', tree],
    [refName, ref],
  ] as const)
    console.log(
      `    ${name.padEnd(12)} ${fmt(mean(figures.spinsPerSecond), 1)} spins/s · CPU a spin: server ${fmt(mean(figures.cpuMsPerSpin), 2)} ms`,
    );
  const change = (ours: number[], theirs: number[]) => `${fmt((mean(ours) / mean(theirs) - 1) * 100, 1)} %`;
  console.log(
    `    working tree: spins/s ${change(tree.spinsPerSecond, ref.spinsPerSecond)} · server CPU a spin ${change(tree.cpuMsPerSpin, ref.cpuMsPerSpin)}`,
  );
}

printEngineFigures();
let healthy = true;
if (AGAINST !== undefined) {
  const against = checkOutAgainst(AGAINST);
  const tally: SideBySide['tally'] = new Map();
  try {
    for (const treeFirst of [true, false]) healthy = (await printHttpFigures(2, { against, treeFirst, tally })) && healthy;
  } finally {
    against.remove();
  }
  printComparison(tally, against.commit.slice(0, 12));
} else if (!process.argv.includes('--engine-only')) for (const count of processCounts) healthy = (await printHttpFigures(count)) && healthy;
process.exit(healthy ? 0 : 1);
