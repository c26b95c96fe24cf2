import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of DESIGN.md are lint rules; these snippets break each one, so a rule that stops reporting
// (a renamed folder, a resolver that no longer finds `.ts`) fails here instead of silently letting code through.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });
// no-cycle precomputes the import graph from the files on disk, where a snippet's new import is not; without
// that shortcut it follows the snippet's own imports.
const eslintWithoutCycleShortcut = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': ['error', { disableScc: true }] } } });

async function ruleIdsOf(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('server boundaries (eslint)', () => {
  it('reports a route that imports a repository, a table or the database', async () => {
    const ids = await ruleIdsOf(
      'apps/server/src/modules/games/routes.ts',
      `import { gamesRepo } from './repo.ts';\nimport { games } from './schema.ts';\nimport { openDatabase } from '../../db/client.ts';\nexport const used = [gamesRepo, games, openDatabase];\n`,
    );
    expect(ids).toEqual(['import/no-restricted-paths', 'import/no-restricted-paths', 'import/no-restricted-paths']);
  });

  it('reports a module that reaches into another module past its index.ts', async () => {
    const ids = await ruleIdsOf(
      'apps/server/src/modules/studio/service.ts',
      `import { createGamesService } from '../games/service.ts';\nexport const used = createGamesService;\n`,
    );
    expect(ids).toEqual(['import/no-restricted-paths']);
  });

  it('reports a repository that queries another module’s tables', async () => {
    const ids = await ruleIdsOf(
      'apps/server/src/modules/games/repo.ts',
      `import { players } from '../accounts/schema.ts';\nexport const used = players;\n`,
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('reports platform/ or db/ importing a module', async () => {
    const ids = await ruleIdsOf(
      'apps/server/src/platform/captcha.ts',
      `import { sessionOf } from '../modules/accounts/index.ts';\nexport const used = sessionOf;\n`,
    );
    expect(ids).toEqual(['import/no-restricted-paths']);
  });

  it('reports an import cycle', async () => {
    // games/index.ts re-exports games/service.ts; the service importing the index back closes a cycle.
    const ids = await ruleIdsOf(
      'apps/server/src/modules/games/service.ts',
      `import { gamesRoutes } from './index.ts';\nexport const used = gamesRoutes;\n`,
      eslintWithoutCycleShortcut,
    );
    expect(ids).toEqual(['import/no-cycle']);
  });

  it('passes a module that uses another through its index.ts, and a test that uses another module’s test kit', async () => {
    expect(
      await ruleIdsOf(
        'apps/server/src/modules/studio/service.ts',
        `import { createGamesService } from '../games/index.ts';\nexport const used = createGamesService;\n`,
      ),
    ).toEqual([]);
    expect(
      await ruleIdsOf(
        'apps/server/src/modules/studio/studio-jackpot.test.ts',
        `import { newPlayer } from '../payments/payments-test-kit.ts';\nexport const used = newPlayer;\n`,
      ),
    ).toEqual([]);
  });
});
