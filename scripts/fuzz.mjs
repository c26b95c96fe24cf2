#!/usr/bin/env node
// `npm run fuzz`: the API fuzz (apps/server/src/api-fuzz.test.ts) for longer than `npm test` runs it, on a new seed
// each time unless FUZZ_SEED is given: `npm test` keeps its fixed seed, this explores. The seed is in the test's
// name, printed with its outcome; FUZZ_SEED=<n> repeats a run. FUZZ_REQUESTS sets its length (30,000 by default).
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';

const env = {
  ...process.env,
  FUZZ_SEED: process.env.FUZZ_SEED || String(randomInt(2 ** 31)),
  FUZZ_REQUESTS: process.env.FUZZ_REQUESTS || '30000',
};
console.log(`API fuzz: FUZZ_SEED=${env.FUZZ_SEED}, ${env.FUZZ_REQUESTS} requests`);
const child = spawn('node_modules/.bin/vitest', ['run', '--project', 'api', 'apps/server/src/api-fuzz.test.ts'], { env, stdio: 'inherit' });
child.on('close', (code) => (process.exitCode = code ?? 1));
