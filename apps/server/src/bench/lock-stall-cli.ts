import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { percentile, type SpinSample } from './http-bench.ts';
import { queryOnce } from './query-once.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { numberOption, spinsThroughTrouble, TROUBLE_GAME_ID } from './trouble-run.ts';

/**
 * `npm run bench:lock-stall`: two server processes on a fresh PostgreSQL database and Redis, --players (100) spinning a
 * slot; --before seconds (5) into the run, a transaction of another connection locks the ledger accounts of one player
 * (as a long staff transaction would) and holds them --lock seconds (25), then commits; the run goes on --after seconds
 * (5). Prints the other players' spin latencies before and while the lock is held (by when each spin was sent), and
 * how each of the blocked player's spins ended and in how long.
 */
const players = numberOption('players', 100);
const beforeSeconds = numberOption('before', 5);
const lockSeconds = numberOption('lock', 25);
const afterSeconds = numberOption('after', 5);
const BLOCKED = 0;

const fmt = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
function describe(label: string, spins: SpinSample[]): number {
  const latencies = spins.map((spin) => spin.latencyMs).sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  console.log(
    `    ${label.padEnd(34)} spins ${String(latencies.length).padStart(6)} · p50 ${fmt(percentile(latencies, 0.5)).padStart(7)} ms · p99 ${fmt(p99).padStart(7)} ms · max ${fmt(latencies.at(-1) ?? 0).padStart(8)} ms · errors ${spins.filter((spin) => spin.error).length}`,
  );
  return p99;
}

/** The lock's times, in ms into the measured run. */
const lock = { heldAtMs: 0, releasedAtMs: 0 };
const samples = await withScratchDatabase((databaseUrl) =>
  spinsThroughTrouble(databaseUrl, {
    players,
    seconds: beforeSeconds + lockSeconds + afterSeconds,
    trouble: async () => {
      const started = performance.now();
      // preparePlayer's address of the player: the row to lock is found by it.
      const [blocked] = await queryOnce<{ id: string }>(
        databaseUrl,
        `SELECT id FROM players WHERE email = 'bench-${process.pid}-${BLOCKED}@example.com'`,
      );
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await sleep(beforeSeconds * 1000 - (performance.now() - started));
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM ledger_accounts WHERE owner_type = 'player' AND owner_id = $1 FOR UPDATE`, [blocked!.id]);
      lock.heldAtMs = performance.now() - started;
      await sleep(lockSeconds * 1000);
      await holder.query('COMMIT');
      lock.releasedAtMs = performance.now() - started;
      await holder.end();
    },
  }),
);

const others = samples.filter((spin) => spin.player !== BLOCKED);
console.log(
  `Lock stall: ${players} players on 2 server processes (PostgreSQL, Redis), ${TROUBLE_GAME_ID}; one player's ledger accounts locked from ${fmt(lock.heldAtMs / 1000)} s to ${fmt(lock.releasedAtMs / 1000)} s of the run`,
);
console.log('  other players, by when the spin was sent:');
const p99Before = describe(
  'before the lock',
  others.filter((spin) => spin.sentMs < lock.heldAtMs),
);
const p99During = describe(
  'while the lock is held',
  others.filter((spin) => spin.sentMs >= lock.heldAtMs && spin.sentMs < lock.releasedAtMs),
);
describe(
  'after it is released',
  others.filter((spin) => spin.sentMs >= lock.releasedAtMs),
);
console.log(`    p99 delay caused by the lock: ${fmt(p99During - p99Before)} ms (target ≤ 100 ms)`);
console.log('  the blocked player, its spins from the lock on (sent at, took, outcome):');
const blockedSpins = samples.filter((spin) => spin.player === BLOCKED && spin.sentMs + spin.latencyMs >= lock.heldAtMs);
for (const spin of blockedSpins.slice(0, 12)) {
  console.log(`    ${fmt(spin.sentMs / 1000).padStart(6)} s  ${fmt(spin.latencyMs).padStart(8)} ms  ${spin.error ?? 'played'}`);
}
const firstAfter = blockedSpins.find((spin) => !spin.error && spin.sentMs + spin.latencyMs >= lock.releasedAtMs);
if (blockedSpins.length > 12) console.log(`    … ${blockedSpins.length - 12} more`);
console.log(
  `    longest wait ${fmt(Math.max(0, ...blockedSpins.map((spin) => spin.latencyMs)))} ms; first spin played after the release answered ${firstAfter ? `${fmt(firstAfter.sentMs + firstAfter.latencyMs - lock.releasedAtMs)} ms after it` : 'never'}`,
);
