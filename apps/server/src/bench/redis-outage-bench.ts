import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@lodestar/contracts';
import { startPrivateRedis } from '../../test/private-redis.ts';
import { eventReader } from '../../test/server-sent-events.ts';
import { percentile, postSpin, preparePlayers, warmUp, type BenchPlayer } from './http-bench.ts';
import { queryOnce } from './query-once.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { startServer, type SpawnedServer } from './spawned-server.ts';

/**
 * `npm run bench:redis-outage`: two server processes on a fresh PostgreSQL database and a Redis of the run's own;
 * players spin back to back on both, for --before seconds with Redis, --outage seconds with Redis stopped (killed,
 * as a crash), --after seconds once it is back. Prints, per phase, spins/s, p50/p99 latency and errors (a spin is
 * counted in the phase it was sent in); then what a player sees of the outage: a balance stream opened during it (on
 * the process its player does not spin on) and how long its first event took, how long after Redis's return its
 * first live event came, the status of a rate-limited call during the outage; and the live events each process
 * dropped. Options: --players N (20), --before N (10), --outage N (20), --after N (10).
 */
const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const PLAYERS = option('players', 20);
const phaseSeconds = { before: option('before', 10), outage: option('outage', 20), after: option('after', 10) };
type Phase = keyof typeof phaseSeconds;
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface Spin {
  sentAt: number;
  latencyMs: number;
  error?: string;
}

/** Every player spins as fast as answers come back, one spin in flight each, until `deadline`. */
async function spinUntil(agent: http.Agent, players: BenchPlayer[], deadline: number, spins: Spin[]): Promise<void> {
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const sentAt = performance.now();
        const error = await postSpin(agent, player).then(
          () => undefined,
          (failure: Error) => failure.message,
        );
        spins.push({ sentAt, latencyMs: performance.now() - sentAt, error });
      }
    }),
  );
}

/** A balance stream of `player` opened on `server`, and when each of its events came. */
function openBalanceStream(server: SpawnedServer, player: BenchPlayer) {
  const controller = new AbortController();
  const openedAt = performance.now();
  const eventTimes: number[] = [];
  void (async () => {
    const response = await fetch(`${server.baseUrl}${apiPaths.balanceStream}`, { headers: { cookie: player.cookie }, signal: controller.signal });
    const nextEvent = eventReader(response.body!);
    for (;;) {
      await nextEvent();
      eventTimes.push(performance.now());
    }
  })().catch(() => undefined); // Ended by close().
  return { openedAt, eventTimes, close: () => controller.abort() };
}

async function rateLimitedStatus(server: SpawnedServer): Promise<number> {
  const response = await fetch(`${server.baseUrl}${apiPaths.forgotPassword}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'outage-bench@example.com' }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.text();
  return response.status;
}

function printPhases(spins: Spin[], boundaries: Record<Phase | 'end', number>): void {
  const phases: Phase[] = ['before', 'outage', 'after'];
  const reference = { spinsPerSecond: 0, p99Ms: 0 };
  for (const [index, phase] of phases.entries()) {
    const from = boundaries[phase];
    const to = boundaries[phases[index + 1] ?? 'end'];
    const sent = spins.filter((spin) => spin.sentAt >= from && spin.sentAt < to);
    const answered = sent.filter((spin) => spin.error === undefined);
    const latencies = answered.map((spin) => spin.latencyMs).sort((a, b) => a - b);
    const spinsPerSecond = answered.length / ((to - from) / 1000);
    const p99Ms = percentile(latencies, 0.99);
    if (phase === 'before') Object.assign(reference, { spinsPerSecond, p99Ms });
    const label = { before: 'with Redis', outage: 'Redis stopped', after: 'Redis back' }[phase];
    const share =
      phase === 'before'
        ? ''
        : ` (${fmt((100 * spinsPerSecond) / reference.spinsPerSecond)} % of with Redis, p99 ×${fmt(p99Ms / reference.p99Ms, 2)})`;
    console.log(
      `    ${label.padEnd(14)} ${fmt((to - from) / 1000, 1)} s: ${fmt(answered.length)} spins · ${fmt(spinsPerSecond, 1)} spins/s · p50 ${fmt(percentile(latencies, 0.5), 1)} ms · p99 ${fmt(p99Ms, 1)} ms · max ${fmt(latencies.at(-1) ?? 0, 1)} ms · errors ${sent.length - answered.length}${share}`,
    );
    for (const error of new Set(sent.flatMap((spin) => spin.error ?? []))) console.log(`      error: ${error}`);
  }
}

await withScratchDatabase(async (databaseUrl) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-redis-outage-'));
  const redis = await startPrivateRedis();
  const servers: SpawnedServer[] = [];
  try {
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'lodestar:bench:' };
    // One after the other: the first migrates the new database, which the second must find done.
    for (let index = 0; index < 2; index++) servers.push(await startServer(databaseUrl, dataDir, { env }));
    const baseUrls = servers.map((server) => server.baseUrl);
    const players = await preparePlayers({
      baseUrls,
      players: PLAYERS,
      gameId: 'lodestar:slot-starfall-fortune',
      depositEur: '100.00',
      bonus: 'none',
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
    await warmUp(agent, players);
    // Measured on analyzed tables, as a live casino's are (bench-cli.ts says why).
    await queryOnce(databaseUrl, 'ANALYZE');

    const spins: Spin[] = [];
    const before = performance.now();
    const outage = before + phaseSeconds.before * 1000;
    const after = outage + phaseSeconds.outage * 1000;
    const end = after + phaseSeconds.after * 1000;
    const load = spinUntil(agent, players, end, spins);

    await sleep(outage - performance.now());
    await redis.stop();
    const outageBegan = performance.now();
    // A second into the outage, as a player who opens the site then: on the process the player does not spin on.
    await sleep(1000);
    const stream = openBalanceStream(servers[1]!, players[0]!);
    const limitedStatus = await rateLimitedStatus(servers[0]!).catch((error: Error) => error.message);

    await sleep(after - performance.now());
    await redis.start();
    const redisBackAt = performance.now();
    await load;
    agent.destroy();
    stream.close();
    const dropped = await Promise.all(servers.map((server) => server.liveEventsDropped()));
    const firstEventAt = stream.eventTimes[0];
    const liveEventAt = stream.eventTimes.find((time) => time > redisBackAt);

    console.log(
      `Real-money spins, ${PLAYERS} players back to back on two server processes (PostgreSQL, one Redis killed ${fmt((outageBegan - before) / 1000, 1)} s in for ${fmt((redisBackAt - outageBegan) / 1000, 1)} s)`,
    );
    printPhases(spins, { before, outage, after: redisBackAt, end });
    const since = (time: number | undefined, start: number) => (time === undefined ? 'none by the end of the run' : `${fmt(time - start)} ms`);
    console.log(`    balance stream opened 1 s into the outage on the other process: first event ${since(firstEventAt, stream.openedAt)}`);
    console.log(`    the same stream's first event after Redis returned: ${since(liveEventAt, redisBackAt)}`);
    console.log(`    a rate-limited call (password recovery) during the outage: ${limitedStatus}`);
    console.log(`    live events dropped, by process: ${dropped.join(', ')}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
process.exit(0);
