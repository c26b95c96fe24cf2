import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL binaries of the newest installed major version (Debian's layout). */
const binaries = async (): Promise<string> => {
  const { stdout } = await run('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1']);
  return stdout.trim();
};

export interface PrivatePostgres {
  /** The server's URL (its `postgres` database; trust authentication on loopback). */
  url: string;
  /** Stops the server at once, as a restart does: every connection is ended (SQLSTATE 57P01), new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL instance of the test's own, on a port of its own, that the test may stop and start: the shared server
 * is never stopped. initdb and the server run as the `postgres` user (PostgreSQL refuses root); fsync is off, nothing
 * here must survive a crash of the machine.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await binaries();
  const dir = await mkdtemp(path.join(tmpdir(), 'lodestar-private-pg-'));
  const { stdout: ids } = await run('id', ['-u', 'postgres']);
  const { stdout: groups } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(ids.trim()), Number(groups.trim()));
  await chmod(dir, 0o700);
  const data = path.join(dir, 'data');
  const asPostgres = (command: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]);
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => void (await asPostgres('pg_ctl', ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'log'), '-w', 'start']));
  const stop = async () => void (await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
