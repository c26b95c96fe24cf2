// A worker thread of the RTP command-line tool (rtp-cli.ts): a tool, not engine code, so Node built-ins are fine
// here; nothing the browser loads imports this file.
import { parentPort, workerData } from 'node:worker_threads';
import { createFastRandom } from './fast-random.ts';
import { findSimulatableGame } from './registry.ts';
import { accumulateRounds, emptyStats } from './simulate.ts';

export interface WorkerTask {
  gameId: string;
  rounds: number;
  seed: number;
}

export type WorkerMessage = { type: 'progress'; rounds: number } | { type: 'done'; rounds: number; mean: number; m2: number };

const PROGRESS_EVERY = 1 << 21;

const task = workerData as WorkerTask;
const game = findSimulatableGame(task.gameId);
if (!game || !parentPort) throw new Error(`rtp worker: unknown game ${task.gameId}`);
const random = createFastRandom(task.seed);
const stats = emptyStats();
for (let done = 0; done < task.rounds;) {
  const rounds = Math.min(PROGRESS_EVERY, task.rounds - done);
  accumulateRounds(game, random, rounds, stats);
  done += rounds;
  parentPort.postMessage({ type: 'progress', rounds: done } satisfies WorkerMessage);
}
parentPort.postMessage({ type: 'done', ...stats } satisfies WorkerMessage);
