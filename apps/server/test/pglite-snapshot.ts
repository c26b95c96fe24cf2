import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';

/**
 * One migrated PGlite data directory, dumped once (dumpDataDir) and loaded by every PGlite test database: initdb in
 * WebAssembly and thirty migrations cost 4–7 s of CPU a database, loading the dump under one. The dump is kept under
 * node_modules/.cache, named by the migrations' contents and PGlite's version, so only a changed migration (or a
 * PGlite upgrade) makes it again.
 */
const cacheDir = path.join(process.cwd(), 'node_modules', '.cache', 'lodestar-pglite');

async function snapshotPath(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's package.json is not among its exports: read from its folder. A new PGlite may lay out its data otherwise.
  hash.update(await readFile(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(path.relative(migrationsFolder, file)).update(await readFile(file));
  }
  return path.join(cacheDir, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeSnapshot(file: string): Promise<void> {
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed: a worker reading it meanwhile never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

let loaded: Promise<Blob> | undefined;

/** The migrated data directory, made first if no run has made it for these migrations. */
export function migratedSnapshot(): Promise<Blob> {
  loaded ??= (async () => {
    const file = await snapshotPath();
    const bytes = await readFile(file).catch(async () => {
      await makeSnapshot(file);
      return readFile(file);
    });
    return new Blob([bytes]);
  })();
  return loaded;
}

/** Vitest's globalSetup: the dump is made before the workers start, not by each of them at once. */
export async function setup(): Promise<void> {
  await migratedSnapshot();
}
