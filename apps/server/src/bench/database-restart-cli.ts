import { setTimeout as sleep } from 'node:timers/promises';
import { startPrivatePostgres } from '../../test/private-postgres.ts';
import type { SpinSample } from './http-bench.ts';
import { numberOption, spinsThroughTrouble, TROUBLE_GAME_ID } from './trouble-run.ts';

/**
 * `npm run bench:database-restart`: two server processes and Redis on a PostgreSQL instance of the bench's own (never
 * the shared server), --players (100) spinning a slot; --before seconds (5) into the run the instance is stopped at once
 * (pg_ctl -m fast, as a restart does), started again --down seconds (4) later, and the run goes on --after seconds (10).
 * Prints how the spins sent while it was away were answered (503 or 500), and when each player played again after it
 * was back: the last of them is how long a seat stayed "round still open".
 */
const players = numberOption('players', 100);
const beforeSeconds = numberOption('before', 5);
const downSeconds = numberOption('down', 4);
const afterSeconds = numberOption('after', 10);

const outage = { stoppedAtMs: 0, backAtMs: 0 };
const postgres = await startPrivatePostgres();
let samples: SpinSample[];
try {
  samples = await spinsThroughTrouble(postgres.url, {
    players,
    seconds: beforeSeconds + downSeconds + afterSeconds,
    trouble: async () => {
      const started = performance.now();
      await sleep(beforeSeconds * 1000);
      outage.stoppedAtMs = performance.now() - started;
      await postgres.stop();
      await sleep(downSeconds * 1000 - (performance.now() - started - outage.stoppedAtMs));
      await postgres.start();
      outage.backAtMs = performance.now() - started;
    },
  });
} finally {
  await postgres.destroy();
}

const statusOf = (spin: SpinSample) => (spin.error ? (/→ (\d{3})/.exec(spin.error)?.[1] ?? 'no answer') : '200');
const countBy = (spins: SpinSample[]) => {
  const counts = new Map<string, number>();
  for (const spin of spins) counts.set(statusOf(spin), (counts.get(statusOf(spin)) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}: ${count}`).join(' · ');
};
const answeredAt = (spin: SpinSample) => spin.sentMs + spin.latencyMs;
const fmt = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `Database restart: ${players} players on 2 server processes (private PostgreSQL, Redis), ${TROUBLE_GAME_ID}; PostgreSQL stopped at ${fmt(outage.stoppedAtMs)} s, back at ${fmt(outage.backAtMs)} s of the run`,
);
console.log(
  `  answers to spins answered while it was away: ${countBy(samples.filter((spin) => answeredAt(spin) >= outage.stoppedAtMs && answeredAt(spin) < outage.backAtMs))}`,
);
const afterReturn = samples.filter((spin) => answeredAt(spin) >= outage.backAtMs);
console.log(`  answers after it was back: ${countBy(afterReturn)}`);
const stillOpen = afterReturn.filter((spin) => spin.error?.includes('ROUND_STILL_OPEN'));
console.log(
  `  "round still open" after it was back: ${stillOpen.length} answers, the last ${stillOpen.length ? `${fmt(Math.max(...stillOpen.map(answeredAt)) - outage.backAtMs)} s` : '-'} after its return`,
);
const playedAgain = Array.from({ length: players }, (_, player) => afterReturn.find((spin) => spin.player === player && !spin.error));
const waits = playedAgain.map((spin) => (spin ? answeredAt(spin) - outage.backAtMs : Infinity)).sort((a, b) => a - b);
console.log(
  `  each player's first spin played after the return: median ${fmt(waits[Math.floor(players / 2)]!)} s, last ${fmt(waits.at(-1)!)} s after it; players who never played again: ${waits.filter((wait) => wait === Infinity).length} (target: every seat plays within 2 s)`,
);
// The seconds after the return, half a second at a time: what was answered then, and how long those spins had waited.
for (let slot = 0; slot < 12; slot++) {
  const from = outage.backAtMs + slot * 500;
  const inSlot = afterReturn.filter((spin) => answeredAt(spin) >= from && answeredAt(spin) < from + 500);
  const sentBeforeReturn = inSlot.filter((spin) => spin.sentMs < outage.backAtMs).length;
  const longest = Math.max(0, ...inSlot.map((spin) => spin.latencyMs));
  console.log(`  +${fmt(slot * 500)} s: ${countBy(inSlot) || 'nothing'}; sent before the return ${sentBeforeReturn}, longest wait ${fmt(longest)} s`);
}
