import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchRealMoneySpins, type SpinSample } from './http-bench.ts';
import { startServers } from './spawned-server.ts';

/** The game the benchmarks of trouble spin. */
export const TROUBLE_GAME_ID = 'lodestar:slot-starfall-fortune';

/** The number given as `--name N` on the command line, or the fallback. */
export const numberOption = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};

/**
 * The run of the benchmarks of trouble (bench:lock-stall, bench:database-restart): two server processes with Redis on
 * the database at `databaseUrl`, `players` spinning a slot with cash for `seconds`, while `trouble` does its harm
 * (started as the measured run starts). Every spin of the run, in the order answered.
 */
export async function spinsThroughTrouble(
  databaseUrl: string,
  { players, seconds, trouble }: { players: number; seconds: number; trouble: () => Promise<void> },
): Promise<SpinSample[]> {
  const samples: SpinSample[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestar-trouble-'));
  const servers = await startServers(2, databaseUrl, dataDir);
  try {
    await benchRealMoneySpins({
      baseUrls: servers.map((server) => server.baseUrl),
      players,
      seconds,
      gameId: TROUBLE_GAME_ID,
      depositEur: '100.00',
      bonus: 'none',
      onSpin: (spin) => samples.push(spin),
      duringRun: trouble,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return samples;
}
