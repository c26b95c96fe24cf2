import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createDatabaseFromTemplate, onPostgres } from './postgres-databases.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');

/**
 * A verify command (`verifyCli`, the path of its entry file) run as an operator runs it, on a database of its own
 * exactly as the server would find it: a PGlite folder in DATA_DIR, or a PostgreSQL database in DATABASE_URL when
 * the suite runs on PostgreSQL. The command needs the database closed by the test first.
 */
export function useVerifyCli(verifyCli: string) {
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-verify-cli-'));
    if (onPostgres) postgres = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const openTestDatabase = (): Promise<DatabaseHandle> => openDatabase(postgres ? { url: postgres.url } : { dataDir });

  const runVerifyCli = (): Promise<{ exitCode: number; output: string }> => {
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
    return new Promise((resolve) => {
      execFile(tsx, [verifyCli], { cwd: repositoryRoot, env }, (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ exitCode, output: stdout + stderr });
      });
    });
  };

  return { openTestDatabase, runVerifyCli };
}
