import { describe, expect, it } from 'vitest';
import { apiPaths, statementPaths, statementQuery, type StatementPage } from '@lodestar/contracts';
import { createCurrenciesService } from '../currencies/index.ts';
import { postTransactionInOwnTransaction } from '../ledger/index.ts';
import { markVerified } from '../payments/payments-test-kit.ts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';
import { createStatementService } from './index.ts';

const { t, seated, bet, win, rollback } = useWalletTestApp();

const today = new Date().toISOString().slice(0, 10);
const statement = (cookie: string, query: string) => t.app.inject({ method: 'GET', url: `${statementPaths.page}?${query}`, headers: { cookie } });
const pageOf = async (cookie: string, query = `from=${today}&to=${today}`): Promise<StatementPage> => {
  const response = await statement(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const summaryOf = (page: StatementPage) =>
  page.movements.map((movement) => [movement.type, movement.description, movement.amount, movement.reference]);

/** A player who deposited 50.00, played three rounds (one refunded), asked for a 20.00 cashout and got a 1.25 goodwill adjustment. */
async function playerWithEveryMovement() {
  const player = await seated();
  await bet(player.base, `${player.playerId}-bet-1`, 100, 'round,"one"');
  await win(player.base, `${player.playerId}-win-1`, `${player.playerId}-bet-1`, 250, 'round,"one"');
  await bet(player.base, `${player.playerId}-bet-2`, 300, 'round-2');
  await rollback(player.base, `${player.playerId}-rollback-2`, `${player.playerId}-bet-2`, 'round-2');
  await markVerified(t, player.playerId);
  const cashout = await t.app.inject({
    method: 'POST',
    url: apiPaths.fiatWithdraw,
    headers: { cookie: player.cookie },
    payload: { amount: '20', currency: 'EUR', email: player.email },
  });
  expect(cashout.statusCode).toBe(200);
  await postTransactionInOwnTransaction(t.database.db, {
    idempotencyKey: `goodwill:${player.playerId}`,
    kind: 'goodwill-credit',
    legs: [
      { account: { owner: { type: 'player', playerId: player.playerId }, currency: 'EUR', purpose: 'cash' }, amount: 125n },
      { account: { owner: { type: 'house' }, currency: 'EUR', purpose: 'house-game', shard: 0 }, amount: -125n },
    ],
  });
  return player;
}

describe('account statement', () => {
  it('lists every movement of the player’s money, newest first, with its type and decimal amount', async () => {
    const player = await playerWithEveryMovement();
    const page = await pageOf(player.cookie);
    expect(page.total).toBe(7);
    expect(summaryOf(page)).toEqual([
      ['ADJUSTMENT', 'Balance adjustment', '1.25', null],
      ['WITHDRAWAL', 'Withdrawal request', '-20.00', expect.stringMatching(/^Payment /)],
      ['REFUND', 'Stake refunded', '3.00', 'Round round-2'],
      ['STAKE', 'Stake', '-3.00', 'Round round-2'],
      ['WIN', 'Win', '2.50', 'Round round,"one"'],
      ['STAKE', 'Stake', '-1.00', 'Round round,"one"'],
      ['DEPOSIT', 'Deposit', '50.00', expect.stringMatching(/^Payment /)],
    ]);
    expect(page.movements.every((movement) => movement.currency === 'EUR' && movement.createdAt.endsWith('Z'))).toBe(true);
  });

  it('filters by type and pages', async () => {
    const player = await playerWithEveryMovement();
    const range = `from=${today}&to=${today}`;
    expect(summaryOf(await pageOf(player.cookie, `${range}&types=STAKE`)).map(([type, , amount]) => [type, amount])).toEqual([
      ['STAKE', '-3.00'],
      ['STAKE', '-1.00'],
    ]);
    const winsAndAdjustments = await pageOf(player.cookie, `${range}&types=WIN,ADJUSTMENT`);
    expect(winsAndAdjustments.movements.map((movement) => movement.type)).toEqual(['ADJUSTMENT', 'WIN']);
    expect((await pageOf(player.cookie, `${range}&types=BONUS`)).total).toBe(0);

    const second = await pageOf(player.cookie, `${range}&size=3&page=2`);
    expect(second).toMatchObject({ total: 7, page: 2, size: 3 });
    expect(second.movements.map((movement) => movement.type)).toEqual(['STAKE', 'WIN', 'STAKE']);
  });

  it('filters by date range: a range before today holds nothing', async () => {
    const player = await playerWithEveryMovement();
    expect((await pageOf(player.cookie, 'from=2025-01-01&to=2025-12-31')).total).toBe(0);
  });

  it('never shows another player’s movements', async () => {
    const player = await playerWithEveryMovement();
    const other = await seated();
    await bet(other.base, `${other.playerId}-bet`, 900, 'other-round');
    const own = await pageOf(player.cookie);
    expect(own.movements.some((movement) => movement.amount === '-9.00')).toBe(false);
    expect(summaryOf(await pageOf(other.cookie))).toEqual([
      ['STAKE', 'Stake', '-9.00', 'Round other-round'],
      ['DEPOSIT', 'Deposit', '50.00', expect.stringMatching(/^Payment /)],
    ]);
  });

  it('refuses bad filters with a 400 and a clear message', async () => {
    const player = await seated();
    const refusals: Array<[string, string, string]> = [
      ['from=2026-03-02&to=2026-03-01', 'to', 'The start date must not be after the end date'],
      ['from=2024-01-01&to=2025-06-01', 'to', 'Please choose at most one year of history'],
      [`from=${today}&to=${today}&types=STAKE,JACKPOT`, 'types.1', 'Unknown movement type'],
      ['from=yesterday&to=2026-03-01', 'from', 'Please enter a date as YYYY-MM-DD'],
      [`to=${today}`, 'from', 'Please enter a date as YYYY-MM-DD'],
      [`from=${today}&to=${today}&size=1000`, 'size', ''],
      [`from=${today}&to=${today}&timeZone=Mars/Olympus`, 'timeZone', 'Unknown time zone'],
    ];
    for (const [query, field, message] of refusals) {
      for (const path of [statementPaths.page, statementPaths.csv]) {
        const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { cookie: player.cookie } });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().fieldErrors[field], `${path}?${query}`).toEqual(message ? [message] : [expect.any(String)]);
      }
    }
  });

  it('exports the same movements as a CSV download with UTC times, decimal amounts and escaped fields', async () => {
    const player = await playerWithEveryMovement();
    const response = await t.app.inject({
      method: 'GET',
      url: `${statementPaths.csv}?from=${today}&to=${today}&types=STAKE,WIN`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lodestar-statement-${today}-to-${today}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Type,Description,Reference,Currency,Amount');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(rows.map((row) => row.slice(25))).toEqual([
      'Stake,Stake,Round round-2,EUR,-3.00',
      'Win,Win,"Round round,""one""",EUR,2.50',
      'Stake,Stake,"Round round,""one""",EUR,-1.00',
    ]);
  });

  it('streams a statement whole across its read batches, a transaction in two currencies included', async () => {
    const player = await seated();
    for (let round = 0; round < 5; round += 1) await bet(player.base, `${player.playerId}-many-${round}`, 1, `many-${round}`);
    // One transaction moving the player's money in two currencies: it must not be cut in two between batches.
    const cashOf = (currency: string) => ({ owner: { type: 'player' as const, playerId: player.playerId }, currency, purpose: 'cash' as const });
    await postTransactionInOwnTransaction(t.database.db, {
      idempotencyKey: `two-currencies:${player.playerId}`,
      kind: 'goodwill-credit',
      legs: [
        { account: cashOf('EUR'), amount: 100n },
        { account: { owner: { type: 'house' }, currency: 'EUR', purpose: 'house-game', shard: 0 }, amount: -100n },
        { account: cashOf('USD'), amount: 200n },
        { account: { owner: { type: 'house' }, currency: 'USD', purpose: 'house-game', shard: 0 }, amount: -200n },
      ],
    });
    await bet(player.base, `${player.playerId}-last`, 2, 'last');
    // Newest first, the first batch of three then ends inside the two-currency transaction.
    await bet(player.base, `${player.playerId}-later`, 3, 'later');
    const small = createStatementService({ db: t.database.db, currencies: createCurrenciesService({ db: t.database.db }), csvBatch: 3 });
    const lines: string[] = [];
    for await (const line of small.csv(player.playerId, statementQuery.parse({ from: today, to: today }))) lines.push(line);
    expect(lines.slice(1).map((line) => line.slice(25).trimEnd())).toEqual([
      'Stake,Stake,Round later,EUR,-0.03',
      'Stake,Stake,Round last,EUR,-0.02',
      'Adjustment,Balance adjustment,,EUR,1.00',
      'Adjustment,Balance adjustment,,USD,2.00',
      ...[4, 3, 2, 1, 0].map((round) => `Stake,Stake,Round many-${round},EUR,-0.01`),
      'Deposit,Deposit,' + lines.at(-1)!.split(',')[3] + ',EUR,50.00',
    ]);
  });

  it('answers only a signed-in player', async () => {
    for (const path of [statementPaths.page, statementPaths.csv]) {
      expect((await t.app.inject({ method: 'GET', url: `${path}?from=${today}&to=${today}` })).statusCode).toBe(401);
    }
  });
});
