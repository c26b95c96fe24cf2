import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { IdempotencyConflict, InsufficientFunds } from '../../platform/domain-errors.ts';
import { balanceOf, balancesOf, postTransactionInOwnTransaction, verifyLedger, type AccountOwner, type Posting } from './service.ts';
import { houseAccount, playerAccount } from './test-postings.ts';
import { rowsOf } from '../../db/sql-helpers.ts';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const currencies = ['EUR', 'BTC', 'DOG'] as const;
const PLAYERS_PER_RUN = 3;

type Operation =
  | { type: 'deposit' | 'win' | 'bonus-grant'; player: number; currency: string; amount: bigint }
  /** Debits cash and, when bonus > 0, the bonus account too: an overdraft of either must refuse both. */
  | { type: 'bet'; player: number; currency: string; cash: bigint; bonus: bigint }
  | { type: 'replay'; index: number }
  | { type: 'reuse-key-with-other-legs'; index: number };

const player = fc.nat({ max: PLAYERS_PER_RUN - 1 });
const currency = fc.constantFrom(...currencies);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('deposit' as const), player, currency, amount: fc.bigInt(1n, 5_000n) }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('win' as const), player, currency, amount: fc.bigInt(1n, 3_000n) }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('bonus-grant' as const), player, currency, amount: fc.bigInt(1n, 1_000n) }), weight: 1 },
  // Often larger than what the player holds: the overdraft attempts.
  {
    arbitrary: fc.record({ type: fc.constant('bet' as const), player, currency, cash: fc.bigInt(1n, 8_000n), bonus: fc.bigInt(0n, 1_500n) }),
    weight: 4,
  },
  { arbitrary: fc.record({ type: fc.constant('replay' as const), index: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('reuse-key-with-other-legs' as const), index: fc.nat() }), weight: 1 },
);

const accountKeyOf = ({ owner, currency, purpose }: { owner: AccountOwner; currency: string; purpose: string }) =>
  `${owner.type === 'player' ? owner.playerId : 'house'}|${currency}|${purpose}`;

function postingOf(operation: Exclude<Operation, { index: number }>, playerId: string, idempotencyKey: string): Posting {
  const { currency } = operation;
  const player = (purpose: 'cash' | 'bonus') => playerAccount(playerId, purpose, currency);
  const legs: Posting['legs'] = (() => {
    switch (operation.type) {
      case 'deposit':
        return [
          { account: houseAccount('payments-clearing', currency), amount: -operation.amount },
          { account: player('cash'), amount: operation.amount },
        ];
      case 'win':
        return [
          { account: houseAccount('house-game', currency), amount: -operation.amount },
          { account: player('cash'), amount: operation.amount },
        ];
      case 'bonus-grant':
        return [
          { account: houseAccount('bonus-cost', currency), amount: -operation.amount },
          { account: player('bonus'), amount: operation.amount },
        ];
      case 'bet':
        return [
          { account: player('cash'), amount: -operation.cash },
          ...(operation.bonus > 0n ? [{ account: player('bonus'), amount: -operation.bonus }] : []),
          { account: houseAccount('house-game', currency), amount: operation.cash + operation.bonus },
        ];
    }
  })();
  return { idempotencyKey, kind: operation.type, legs };
}

/** What the ledger should hold: balances by account, player accounts only appearing once a posting touched them. */
class LedgerModel {
  readonly balances = new Map<string, bigint>();
  readonly committedKeys = new Set<string>();

  /** Applies the posting unless it would overdraw a player account; says whether it did. */
  apply(posting: Posting): boolean {
    const next = new Map<string, bigint>();
    for (const { account, amount } of posting.legs) {
      const key = accountKeyOf(account);
      next.set(key, (next.get(key) ?? this.balances.get(key) ?? 0n) + amount);
    }
    const overdraws = posting.legs.some(({ account }) => account.owner.type === 'player' && next.get(accountKeyOf(account))! < 0n);
    if (overdraws) return false;
    for (const [key, balance] of next) this.balances.set(key, balance);
    this.committedKeys.add(posting.idempotencyKey);
    return true;
  }
}

const houseAccountsTouched = currencies.flatMap((code) =>
  (['payments-clearing', 'house-game', 'bonus-cost'] as const).map((purpose) => houseAccount(purpose, code)),
);

it('keeps every balance equal to a simple model through random postings, replays and overdraft attempts', async () => {
  // Proves the generated sequences reach every path, not only the happy one.
  const outcomes = { posted: 0, replayed: 0, refused: 0, conflicts: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 20 }), async (operations) => {
      const runId = randomUUID();
      const playerIds = Array.from({ length: PLAYERS_PER_RUN }, () => randomUUID());
      // House accounts are shared by every run, so the model starts from their current balances.
      const model = new LedgerModel();
      for (const account of houseAccountsTouched) model.balances.set(accountKeyOf(account), await balanceOf(db, account));
      const history: Posting[] = [];

      for (const [step, op] of operations.entries()) {
        if (op.type === 'reuse-key-with-other-legs') {
          const earlier = history.filter((posting) => model.committedKeys.has(posting.idempotencyKey));
          const original = earlier[op.index % Math.max(earlier.length, 1)];
          if (!original) continue;
          const otherLegs = original.legs.map((leg) => ({ ...leg, amount: leg.amount * 2n }));
          await expect(postTransactionInOwnTransaction(db, { ...original, legs: otherLegs })).rejects.toBeInstanceOf(IdempotencyConflict);
          outcomes.conflicts += 1;
          continue;
        }
        const posting =
          op.type === 'replay' ? history[op.index % Math.max(history.length, 1)] : postingOf(op, playerIds[op.player]!, `${runId}-${step}`);
        if (!posting) continue;
        history.push(posting);

        if (model.committedKeys.has(posting.idempotencyKey)) {
          expect((await postTransactionInOwnTransaction(db, posting)).replayed).toBe(true);
          outcomes.replayed += 1;
        } else if (model.apply(posting)) {
          const result = await postTransactionInOwnTransaction(db, posting);
          expect(result.replayed).toBe(false);
          for (const account of result.balances) expect(account.balance).toBe(model.balances.get(accountKeyOf(account)));
          outcomes.posted += 1;
        } else {
          // A refused posting keeps no key, so a later replay of it is a fresh attempt.
          await expect(postTransactionInOwnTransaction(db, posting)).rejects.toBeInstanceOf(InsufficientFunds);
          outcomes.refused += 1;
        }
      }

      for (const playerId of playerIds) {
        const stored = (await balancesOf(db, playerId)).map((account) => [accountKeyOf(account), account.balance] as const);
        const expected = [...model.balances].filter(([key]) => key.startsWith(`${playerId}|`));
        expect(new Map(stored)).toEqual(new Map(expected));
      }
      for (const account of houseAccountsTouched) {
        expect(await balanceOf(db, account)).toBe(model.balances.get(accountKeyOf(account)));
      }
      expect((await verifyLedger(db)).violations).toEqual([]);
      const [negative] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from ledger_accounts where owner_type = 'player' and balance < 0`),
      );
      expect(negative!.total).toBe(0);
    }),
    { numRuns: 30 },
  );
  for (const count of Object.values(outcomes)) expect(count).toBeGreaterThan(0);
}, 120_000);
