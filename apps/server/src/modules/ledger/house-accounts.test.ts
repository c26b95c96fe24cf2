import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currencyCodes } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerAccounts } from './schema.ts';

const t = useTestApp();

describe('the house accounts', () => {
  it('exist for every currency from the start, house-game before bonus-cost, so postings lock them in one order', async () => {
    for (const currency of currencyCodes) {
      const rows = await t.database.db
        .select({ id: ledgerAccounts.id, purpose: ledgerAccounts.purpose })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerType, 'house'), eq(ledgerAccounts.currency, currency)));
      const idOf = (purpose: string) => rows.find((row) => row.purpose === purpose)?.id;
      expect(idOf('house-game'), currency).toBeDefined();
      expect(idOf('bonus-cost'), currency).toBeDefined();
      expect(idOf('house-game')!, currency).toBeLessThan(idOf('bonus-cost')!);
    }
  });
});
