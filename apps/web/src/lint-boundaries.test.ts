import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// no-cycle cannot follow a file that is not on disk (it fails on it), and cycles are not what these tests are about.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** Lints code as if it were a file at `filePath` (which need not exist) and returns the import-boundary findings. */
async function boundaryFindings(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

// The layering of DESIGN.md is only as good as the rule that enforces it: these keep the rule from quietly
// stopping working (a resolver that no longer resolves `@/`, a zone that no longer matches).
describe('web import boundaries', () => {
  it('reports a feature importing another feature', async () => {
    const findings = await boundaryFindings(
      "import { useAddCurrency } from '@/features/wallet/api';\nexport const add = useAddCurrency;\n",
      'apps/web/src/features/games/bad.ts',
    );
    expect(findings).toEqual([
      {
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other'),
      },
    ]);
  });

  it('reports a relative import into another feature as well', async () => {
    const findings = await boundaryFindings(
      "import { useAddCurrency } from '../wallet/api';\nexport const add = useAddCurrency;\n",
      'apps/web/src/features/games/bad.ts',
    );
    expect(findings.map((finding) => finding.ruleId)).toEqual(['import/no-restricted-paths']);
  });

  it('reports the studio importing the site', async () => {
    const findings = await boundaryFindings(
      "import { useAddCurrency } from '@/features/wallet/api';\nexport const add = useAddCurrency;\n",
      'apps/web/src/studio/bad.ts',
    );
    expect(findings).toEqual([
      {
        ruleId: 'import/no-restricted-paths',
        message: expect.stringContaining('The studio clients share only components, lib and the packages'),
      },
    ]);
  });

  it('reports the site importing the studio', async () => {
    const findings = await boundaryFindings(
      "import { loadGameClient } from '@/studio/game-registry';\nexport const load = loadGameClient;\n",
      'apps/web/src/features/games/bad.ts',
    );
    expect(findings.map((finding) => finding.ruleId)).toEqual(['import/no-restricted-paths']);
  });

  it('reports lib importing a feature', async () => {
    const findings = await boundaryFindings(
      "import { useAddCurrency } from '@/features/wallet/api';\nexport const add = useAddCurrency;\n",
      'apps/web/src/lib/bad.ts',
    );
    expect(findings.map((finding) => finding.ruleId)).toEqual(['import/no-restricted-paths']);
  });

  it('accepts a feature importing its own code, components, lib and the packages', async () => {
    const findings = await boundaryFindings(
      [
        "import { apiPaths } from '@lodestar/contracts';",
        "import { Button } from '@/components/button';",
        "import { useSignedIn } from '@/lib/session';",
        "import { useCatalogue } from './api';",
        'export const used = [apiPaths, Button, useSignedIn, useCatalogue];',
        '',
      ].join('\n'),
      'apps/web/src/features/games/good.ts',
    );
    expect(findings).toEqual([]);
  });
});
