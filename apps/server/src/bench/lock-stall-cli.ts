import { randomUUID } from 'node:crypto';
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
 *
 * The delay is measured against a control run first, the same in every way but that its transaction locks nothing: on
 * a fresh database the spins' p99 climbs by some 200 ms over the first fifteen seconds as the tables grow, and drops
 * when PostgreSQL's autoanalyze catches up, with or without any lock, so "while held" against "before" alone would
 * charge the lock with the tables' growth.
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

/** One run; `locking`: its transaction locks the blocked player's accounts, else a player's that does not exist. */
async function runWithLock(locking: boolean) {
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
        await holder.query(`SELECT id FROM ledger_accounts WHERE owner_type = 'player' AND owner_id = $1 FOR UPDATE`, [
          locking ? blocked!.id : randomUUID(),
        ]);
        lock.heldAtMs = performance.now() - started;
        await sleep(lockSeconds * 1000);
        await holder.query('COMMIT');
        lock.releasedAtMs = performance.now() - started;
        await holder.end();
      },
    }),
  );
  return { lock, samples, others: samples.filter((spin) => spin.player !== BLOCKED) };
}

/** The other players' p99 second by second, by when the spin was sent. */
const p99BySecond = (spins: SpinSample[]) =>
  Array.from({ length: beforeSeconds + lockSeconds + afterSeconds }, (_, second) =>
    Math.round(
      percentile(
        spins
          .filter((spin) => spin.sentMs >= second * 1000 && spin.sentMs < (second + 1) * 1000)
          .map((spin) => spin.latencyMs)
          .sort((a, b) => a - b),
        0.99,
      ),
    ),
  );

const control = await runWithLock(false);
const { lock, samples, others } = await runWithLock(true);
const whileHeld = (spins: SpinSample[]) => spins.filter((spin) => spin.sentMs >= lock.heldAtMs && spin.sentMs < lock.releasedAtMs);

console.log(
  `Lock stall: ${players} players on 2 server processes (PostgreSQL, Redis), ${TROUBLE_GAME_ID}; one player's ledger accounts locked from ${fmt(lock.heldAtMs / 1000)} s to ${fmt(lock.releasedAtMs / 1000)} s of the run`,
);
console.log('  other players, by when the spin was sent:');
const p99Before = describe(
  'before the lock',
  others.filter((spin) => spin.sentMs < lock.heldAtMs),
);
const p99During = describe('while the lock is held', whileHeld(others));
describe(
  'after it is released',
  others.filter((spin) => spin.sentMs >= lock.releasedAtMs),
);
const p99Control = describe('the same window, nothing locked', whileHeld(control.others));
console.log(
  `    p99 delay caused by the lock: ${fmt(p99During - p99Control)} ms against the control run (target ≤ 100 ms); ${fmt(p99During - p99Before)} ms against before the lock`,
);
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
console.log(`  other players' p99 ms by second sent, locked run:  ${p99BySecond(others).join(' · ')}`);
console.log(`  other players' p99 ms by second sent, control run: ${p99BySecond(control.others).join(' · ')}`);
