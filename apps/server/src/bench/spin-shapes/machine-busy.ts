import { readFileSync } from 'node:fs';

/** Busy and total jiffies of the whole machine: how much of both cores a run kept busy. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: total - idle, total };
}

/** A pgbench run's TPS, and the share of the machine it kept busy. */
export async function measured(run: () => Promise<number>): Promise<{ tps: number; busy: number }> {
  const before = machineTicks();
  const tps = await run();
  const after = machineTicks();
  return { tps, busy: (after.busy - before.busy) / (after.total - before.total) };
}
