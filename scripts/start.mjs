#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then serves everything from one
// process on http://localhost:3000 (PGlite in ./.data unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/studio/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src', 'packages/games/src'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sourcesChanged = Math.max(...webSources.map((source) => newestChange(path.join(root, source))));
  return sourcesChanged > statSync(builtIndex).mtimeMs;
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  // NODE_ENV is forced: run from the test runner it would be 'test', and Vite would ship React's development build.
  const build = spawnSync('npm', ['run', 'build', '-w', '@lodestar/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebIfStale();
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
