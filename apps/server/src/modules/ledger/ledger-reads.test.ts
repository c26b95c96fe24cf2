import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceOf, balancesOf, entriesOf, postTransactionInOwnTransaction, type Posting } from './service.ts';
import { betPosting, depositPosting, playerAccount } from './test-postings.ts';

const t = useTestApp();
const post = (posting: Posting) => postTransactionInOwnTransaction(t.database.db, posting);

describe('ledger reads', () => {
  it('lists every account of a player, 0 for an unused one, and the history filtered by currency and time', async () => {
    const playerId = randomUUID();
    await post(depositPosting(`eur-${playerId}`, playerId, 1000n));
    await post(depositPosting(`btc-${playerId}`, playerId, 42n, 'BTC'));
    await post(betPosting(`bet-${playerId}`, playerId, 300n));

    expect((await balancesOf(t.database.db, playerId)).map(({ currency, purpose, balance }) => ({ currency, purpose, balance }))).toEqual([
      { currency: 'BTC', purpose: 'cash', balance: 42n },
      { currency: 'EUR', purpose: 'cash', balance: 700n },
    ]);
    expect(await balanceOf(t.database.db, playerAccount(playerId, 'free-spin'))).toBe(0n);
    expect(await balancesOf(t.database.db, randomUUID())).toEqual([]);

    const eurHistory = await entriesOf(t.database.db, { playerId, currency: 'EUR' });
    expect(eurHistory.map(({ kind, amount, reference }) => ({ kind, amount, reference }))).toEqual([
      { kind: 'bet', amount: -300n, reference: { type: 'round', id: `bet-${playerId}` } },
      { kind: 'deposit', amount: 1000n, reference: { type: 'payment', id: `eur-${playerId}` } },
    ]);
    expect(await entriesOf(t.database.db, { playerId })).toHaveLength(3);
    expect(await entriesOf(t.database.db, { playerId, limit: 1 })).toHaveLength(1);
    expect(await entriesOf(t.database.db, { playerId, from: new Date(Date.now() + 60_000) })).toEqual([]);
    expect(await entriesOf(t.database.db, { playerId, to: new Date(Date.now() - 60_000) })).toEqual([]);
  });
});
