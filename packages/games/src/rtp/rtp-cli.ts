// npm run rtp -- <game-id|all> --rounds N [--seed S] [--workers W]
//
// Simulates games on the fast seeded generator and prints each one's RTP with its 99 % confidence interval
// next to the theoretical figure. A tool, not engine code: it may use Node built-ins, and nothing the browser
// loads (src/index.ts) imports it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SimulatableGame } from '../simulatable-game.ts';
import { createFastRandom, streamSeed } from './fast-random.ts';
import { simulatableGames } from './registry.ts';
import { accumulateRounds, emptyStats, mergeStats, summarizeStats, type RtpSimulation, type RunningStats } from './simulate.ts';
import type { WorkerMessage, WorkerTask } from './rtp-worker.ts';

const USAGE = 'Usage: npm run rtp -- <game-id|all> --rounds N [--seed S] [--workers W]';
/** Below this many rounds per game, starting threads costs more than it saves. */
const SINGLE_THREAD_BELOW = 200_000;

interface Options {
  games: SimulatableGame[];
  rounds: number;
  seed: number;
  workers: number;
}

class UsageError extends Error {}

function parseCount(flag: string, text: string | undefined): number {
  const value = Number((text ?? '').replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) throw new UsageError(`${flag} needs a positive integer (e.g. 1e6), got ${text ?? 'nothing'}`);
  return value;
}

function parseArguments(args: string[]): Options {
  const ids: string[] = [];
  let rounds: number | undefined;
  let seed = 1;
  let workers = availableParallelism();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args[++index];
    if (flag === '--rounds') rounds = parseCount('--rounds', value());
    else if (flag === '--seed') seed = parseCount('--seed', value()) >>> 0;
    else if (flag === '--workers') workers = parseCount('--workers', value());
    else if (flag.startsWith('--')) throw new UsageError(`unknown option ${flag}`);
    else ids.push(arg);
  }
  if (ids.length === 0) throw new UsageError('name a game, or all');
  if (rounds === undefined) throw new UsageError('--rounds N is required');
  const games = ids.includes('all')
    ? simulatableGames
    : ids.map((id) => {
        const game = simulatableGames.find((candidate) => candidate.id === id);
        if (!game) throw new UsageError(`unknown game ${id}`);
        return game;
      });
  return { games, rounds, seed, workers: Math.max(1, Math.min(workers, Math.ceil(rounds / SINGLE_THREAD_BELOW))) };
}

/**
 * Worker threads do not inherit tsx's module hooks, so each worker registers them before loading the worker
 * module written in TypeScript.
 */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./rtp-worker.ts', import.meta.url).href)}); })`;

function runInWorkers(
  game: SimulatableGame,
  rounds: number,
  seed: number,
  workers: number,
  onProgress: (done: number) => void,
): Promise<RunningStats> {
  const done = new Array<number>(workers).fill(0);
  const runs = Array.from({ length: workers }, (_, index) => {
    const task: WorkerTask = {
      gameId: game.id,
      rounds: Math.floor(rounds / workers) + (index < rounds % workers ? 1 : 0),
      seed: streamSeed(seed, index),
    };
    return new Promise<RunningStats>((resolve, reject) => {
      const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: task });
      worker.on('message', (message: WorkerMessage) => {
        done[index] = message.rounds;
        onProgress(done.reduce((total, count) => total + count, 0));
        if (message.type === 'done') resolve({ rounds: message.rounds, mean: message.mean, m2: message.m2 });
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`worker for ${game.id} stopped with code ${code}`));
      });
    });
  });
  return Promise.all(runs).then((parts) => parts.reduce(mergeStats, emptyStats()));
}

async function simulate(game: SimulatableGame, options: Options): Promise<RtpSimulation> {
  const started = performance.now();
  const progress = (done: number) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${game.id} ${((done / options.rounds) * 100).toFixed(0)}% `);
  };
  const stats =
    options.workers === 1
      ? accumulateRounds(game, createFastRandom(streamSeed(options.seed, 0)), options.rounds, emptyStats())
      : await runInWorkers(game, options.rounds, options.seed, options.workers, progress);
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  return summarizeStats(stats, performance.now() - started);
}

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;
const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

const COLUMNS: [title: string, width: number][] = [
  ['game', 26],
  ['theoretical', 12],
  ['simulated', 12],
  ['99% CI', 24],
  ['std dev', 9],
  ['rounds', 14],
  ['rounds/s', 11],
  ['in CI', 5],
];

function row(cells: string[]): string {
  return cells
    .map((cell, index) => cell.padEnd(COLUMNS[index]![1]))
    .join(' ')
    .trimEnd();
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    console.log(`Games: ${simulatableGames.map((game) => game.id).join(', ')}`);
    return 0;
  }
  let options: Options;
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  console.log(`seed ${options.seed}, ${options.workers} worker thread${options.workers === 1 ? '' : 's'}, fast PRNG xoshiro128**`);
  console.log(row(COLUMNS.map(([title]) => title)));
  let inside = 0;
  for (const game of options.games) {
    const result = await simulate(game, options);
    const [low, high] = result.ci99;
    const contains = low <= game.theoreticalRtp && game.theoreticalRtp <= high;
    if (contains) inside++;
    console.log(
      row([
        game.id,
        percent(game.theoreticalRtp),
        percent(result.rtp),
        `[${percent(low)}, ${percent(high)}]`,
        result.stdDev.toFixed(3),
        grouped(result.rounds),
        grouped((result.rounds / result.elapsedMs) * 1000),
        contains ? 'yes' : 'NO',
      ]),
    );
  }
  if (options.games.length > 1) console.log(`${inside} of ${options.games.length} theoretical RTPs inside their simulated 99% interval`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
