import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pgbenchTps } from '../pgbench.ts';

/** A run's figures: spins a second (a batch counts its spins) or pgbench's TPS, and the share of the machine it kept busy. */
export interface ShapeFigures {
  tps: number;
  busy: number;
}

/** Busy and total jiffies of the whole machine: how much of both cores a run kept busy. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: total - idle, total };
}

/** A pgbench run's TPS, and the share of the machine it kept busy. */
export async function measured(run: () => Promise<number>): Promise<ShapeFigures> {
  const before = machineTicks();
  const tps = await run();
  const after = machineTicks();
  return { tps, busy: (after.busy - before.busy) / (after.total - before.total) };
}

/** Runs one of this folder's pgbench scripts on the database, prepared, with `clients` clients and pgbench's -D variables. */
export function runScript(url: string, script: string, options: { seconds: number; clients: number; variables?: string[] }): Promise<ShapeFigures> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const { seconds, clients, variables = [] } = options;
  return measured(() => pgbenchTps(url, ['-n', '-M', 'prepared', '-c', String(clients), '-j', '1', '-T', String(seconds), ...variables, '-f', path]));
}

/**
 * Runs a script that plays the spins of :batch players a transaction, once per size: the players are split between
 * players / size clients, each with players of its own. Its figures count spins, not transactions.
 */
export async function runBatched(url: string, script: string, options: { seconds: number; players: number; sizes: number[] }) {
  const figures: (ShapeFigures & { size: number; clients: number })[] = [];
  for (const size of options.sizes) {
    const clients = options.players / size;
    const batches = await runScript(url, script, { seconds: options.seconds, clients, variables: ['-D', `batch=${size}`] });
    figures.push({ size, clients, busy: batches.busy, tps: batches.tps * size });
  }
  return figures;
}
