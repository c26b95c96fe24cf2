#!/usr/bin/env node
// Builds the server for production: one ESM bundle per entry point in apps/server/dist, run by plain Node.
// The workspace packages (@lodestar/contracts, @lodestar/games, TypeScript sources) are bundled in; every npm
// dependency stays external and is loaded from node_modules at run time. The migrations are copied next to the
// bundles: db/client.ts finds them beside its own file, and in a bundle that file is dist/<entry>.js.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');

/** dist/<name>.js ← source. The server, and the operator commands run in production. */
export const entryPoints = {
  main: 'src/main.ts',
  'ledger-verify': 'src/modules/ledger/verify-cli.ts',
  withdrawals: 'src/cli/withdrawals-cli.ts',
  'chain-simulate': 'src/cli/chain-simulate-cli.ts',
  kyc: 'src/cli/kyc-cli.ts',
  'staff-create': 'src/cli/staff-create-cli.ts',
  'audit-verify': 'src/modules/audit/verify-cli.ts',
};

/** npm packages stay imports; only relative paths and the @lodestar/* workspaces are bundled. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lodestar/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  // Imported here: scripts/start.mjs reads entryPoints without loading esbuild.
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  });
  cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
