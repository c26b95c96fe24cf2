import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderQuerySnapshots } from './query-snapshots.ts';

describe('committed SQL of the money repositories', () => {
  it('is what the ledger, provider wallet and payments repositories send today (run `npm run queries:generate` after changing one)', async () => {
    const rendered = await renderQuerySnapshots();
    for (const [file, text] of Object.entries(rendered)) {
      const committed = await readFile(new URL(file, import.meta.url), 'utf8');
      expect(committed, `apps/server/src/queries/${file} is stale: run npm run queries:generate`).toBe(text);
    }
  });
});
