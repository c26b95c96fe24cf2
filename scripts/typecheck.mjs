#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository, checked without emitting. Two at a time (the
// machines have two cores; one after another took about a minute), each incremental so an unchanged project is
// checked again in a second or two. Exits non-zero, with tsc's own output, if any project has errors.
import { spawn } from 'node:child_process';
import path from 'node:path';

const PROJECTS = ['apps/server', 'apps/web', 'apps/web/e2e', 'packages/contracts', 'packages/games'];
const PARALLEL = 2;
const cacheDir = path.join('node_modules', '.cache', 'typecheck');

function check(project) {
  const buildInfo = path.join(cacheDir, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  const args = ['-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const pending = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let project = pending.shift(); project !== undefined; project = pending.shift()) results.push(await check(project));
  }),
);
const failed = results.filter((result) => !result.ok);
for (const result of failed) process.stdout.write(`\n${result.project}:\n${result.output}`);
console.log(`typecheck: ${PROJECTS.length - failed.length} of ${PROJECTS.length} projects without errors`);
process.exitCode = failed.length === 0 ? 0 : 1;
