#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources are newer than their builds, then serves
// everything from one plain Node process on http://localhost:3000 (PGlite in ./.data unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryPoints } from '../apps/server/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/studio/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contracts/src',
  'packages/games/src',
];
/** The bundles apps/server/build.mjs writes; the server's own sources and the packages it bundles. */
const serverDist = path.join(root, 'apps/server/dist');
export const serverEntries = Object.keys(entryPoints);
const serverSources = ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src', 'packages/games/src'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/** True when an output is missing or older than the newest of its sources. */
function isStale(outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const sourcesChanged = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return sourcesChanged > Math.min(...outputs.map((output) => statSync(output).mtimeMs));
}

export function webBuildIsStale() {
  return isStale([builtIndex], webSources);
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  // NODE_ENV is forced: run from the test runner it would be 'test', and Vite would ship React's development build.
  const build = spawnSync('npm', ['run', 'build', '-w', '@lodestar/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function serverBuildIsStale() {
  return isStale([...serverEntries.map((entry) => path.join(serverDist, `${entry}.js`)), path.join(serverDist, 'migrations')], serverSources);
}

/** Bundles the server (apps/server/build.mjs) when its sources changed. The note goes to stderr: CLI output stays clean. */
export function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  console.error('Building the server…');
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The Node flags of a server process (apps/server/node-flags.json), here and in the bench's spawned servers: a young
 * generation of 64 MB semi-spaces, as a spin allocates much that dies young. Measured with `npm run bench` under
 * BENCH_CPU_PROF (issue 16): the garbage collector took 9.3 % of the server's samples with Node's default, 5.1 % at 32 MB
 * and 3.9 % at 64 MB.
 */
const serverNodeFlags = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8')).server;

/** Runs a built entry point (dist/<entry>.js) with plain Node; stack traces point at the TypeScript sources. */
export function runServerEntry(entry, args = []) {
  const flags = entry === 'main' ? serverNodeFlags : [];
  return spawn(process.execPath, ['--enable-source-maps', ...flags, path.join(serverDist, `${entry}.js`), ...args], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebIfStale();
  buildServerIfStale();
  const server = runServerEntry('main');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
