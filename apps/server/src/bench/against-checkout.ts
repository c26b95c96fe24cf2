import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repositoryRoot, encoding: 'utf8' }).trim();

/** Where the two servers of a comparison would disagree about the one database they share. */
const SHARED_DATABASE_PATHS = ['apps/server/src/db/migrations'];

export interface AgainstCheckout {
  /** The commit checked out. */
  commit: string;
  /** server-process.ts of that commit, for startServer. */
  serverEntry: URL;
  remove(): void;
}

/**
 * `ref` checked out beside the working tree (a detached git worktree), runnable with the working tree's installed
 * packages: every package of node_modules is linked in, except the workspace's own (@lodestar/*), which are that
 * commit's. Both servers of a comparison migrate one database: a commit whose migrations differ is refused.
 */
export function checkOutAgainst(ref: string): AgainstCheckout {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const changedMigrations = git('diff', '--name-only', commit, '--', ...SHARED_DATABASE_PATHS);
  if (changedMigrations)
    throw new Error(
      `--against ${ref}: its migrations differ from the working tree's (${changedMigrations.split('\n')[0]}…); both servers share one database`,
    );
  const directory = path.join(os.tmpdir(), `lodestar-against-${commit.slice(0, 12)}-${process.pid}`);
  git('worktree', 'add', '--detach', '--force', directory, commit);
  linkPackages(path.join(repositoryRoot, 'node_modules'), path.join(directory, 'node_modules'));
  for (const workspace of ['apps/server', 'apps/web']) {
    const installed = path.join(repositoryRoot, workspace, 'node_modules');
    if (existsSync(installed)) linkPackages(installed, path.join(directory, workspace, 'node_modules'));
  }
  return {
    commit,
    serverEntry: new URL(`file://${path.join(directory, 'apps/server/src/bench/server-process.ts')}`),
    remove: () => {
      rmSync(directory, { recursive: true, force: true });
      git('worktree', 'prune');
    },
  };
}

function linkPackages(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@lodestar') continue;
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
  const workspaces = path.join(from, '@lodestar');
  if (!existsSync(workspaces)) return;
  // The workspace's own packages are links relative to node_modules: the same links point into the other checkout.
  mkdirSync(path.join(to, '@lodestar'));
  for (const name of readdirSync(workspaces)) symlinkSync(readlinkSync(path.join(workspaces, name)), path.join(to, '@lodestar', name));
}
