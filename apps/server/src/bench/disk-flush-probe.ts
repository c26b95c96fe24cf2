import { open } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './http-bench.ts';

/** How often the probe flushes: often enough to catch a stall of a tenth of a second, rarely enough to add no load. */
const PROBE_EVERY_MS = 20;
/** A flush this slow holds up every commit waiting on it: a spin's whole batch waits. */
const STALL_MS = 100;

/**
 * One 8 kB page written and flushed (fdatasync, as PostgreSQL flushes its WAL at each commit) into a file in `dir`,
 * every PROBE_EVERY_MS until stopped, off the event loop (libuv's threads). On a shared virtual disk a flush now and
 * then takes hundreds of milliseconds under write load (issue 16: in one measured run, every batch slower than
 * 200 ms ended within a few milliseconds of a flush as slow): every commit waits for it, and so does every spin in
 * flight. The p99 of a run is read against these.
 */
export async function probeDiskFlushes(dir: string) {
  const file = await open(path.join(dir, 'flush-probe'), 'w');
  const page = Buffer.alloc(8192);
  const flushesMs: number[] = [];
  let stopped = false;
  const probing = (async () => {
    while (!stopped) {
      const started = performance.now();
      await file.write(page, 0, page.length, 0);
      await file.datasync();
      flushesMs.push(performance.now() - started);
      await sleep(PROBE_EVERY_MS);
    }
  })();
  let stopping: Promise<string> | undefined;
  const stop = async (): Promise<string> => {
    stopped = true;
    await probing;
    await file.close();
    const sorted = [...flushesMs].sort((a, b) => a - b);
    const stalls = sorted.filter((ms) => ms > STALL_MS);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    return `median ${ms(percentile(sorted, 0.5))} · p99 ${ms(percentile(sorted, 0.99))} · longest ${ms(sorted.at(-1) ?? 0)} · ${stalls.length} over ${STALL_MS} ms (${ms(stalls.reduce((sum, stall) => sum + stall, 0))} in all)`;
  };
  // Stopped once: after the run for its figures, and again on the way out whatever happened.
  return { stop: () => (stopping ??= stop()) };
}
