#!/usr/bin/env node
// `npm run ledger:verify | withdrawals | chain:simulate | kyc`: the operator commands, built with the server and run
// with plain Node, so they work on a production install (`npm ci --omit=dev`) too.
// Usage: node scripts/server-command.mjs <entry> [args…], entry one of apps/server/build.mjs's entry points.
import { buildServerIfStale, runServerEntry, serverEntries } from './start.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!serverEntries.includes(entry)) {
  console.error(`usage: node scripts/server-command.mjs <${serverEntries.join(' | ')}> [args…]`);
  process.exit(2);
}
buildServerIfStale();
const command = runServerEntry(entry, args);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
