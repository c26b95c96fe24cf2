import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, PROMOTION_TERMS } from '@lodestar/contracts';
import { verifyLedger } from '../ledger/index.ts';
import { markVerified } from '../payments/payments-test-kit.ts';
import { WALLET_TEST_GAME } from '../provider-wallet/provider-wallet-test-kit.ts';
import { forfeitPromotion, grantActivePromotion, promotionRow } from './bet-hooks-test-kit.ts';
import { fundCash, useBetHooksTestApp } from './bet-hooks-wallet-test-kit.ts';

const { t, playerWithCash, seatAt, balances, bet, win, rollback } = useBetHooksTestApp();

const MAX_STAKE = 500n;
const games = { slots: WALLET_TEST_GAME, instant: 'lodestar:dice' } as const;
type Category = keyof typeof games;

type Command =
  | { type: 'bet'; amount: number; category: Category }
  | { type: 'win'; pick: number; amount: number }
  | { type: 'rollback'; pick: number }
  | { type: 'deposit'; amount: number }
  | { type: 'withdraw'; amount: number }
  | { type: 'cancel' }
  | { type: 'end'; status: 'forfeited' | 'expired' };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      amount: fc.integer({ min: 1, max: 600 }),
      category: fc.constantFrom<Category>('slots', 'instant'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('win' as const), pick: fc.nat(), amount: fc.integer({ min: 0, max: 1500 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rollback' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 800 }) }) },
  // At least the 10.00 EUR minimum cashout, confirmed with forfeitBonus as the cashout dialog does.
  { weight: 1, arbitrary: fc.record({ type: fc.constant('withdraw' as const), amount: fc.integer({ min: 1000, max: 1600 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('end' as const), status: fc.constantFrom<'forfeited' | 'expired'>('forfeited', 'expired') }),
  },
);

interface ModelBet {
  id: string;
  amount: bigint;
  fromBonus: bigint;
  category: Category;
  settled: boolean;
}

/**
 * The rules of DESIGN.md "Bonuses" written again, plainly, as the oracle: cash first then bonus, the maximum stake, the
 * category's share of wagering, completion when met, wins and rollbacks back in the stake's split to bonus (active),
 * cash (completed) or the house (ended otherwise). Bonus reaches cash only through a completion with wagering met.
 */
class Model {
  status: 'active' | 'completed' | 'forfeited' | 'expired' = 'active';
  wagered = 0n;
  bets: ModelBet[] = [];
  constructor(
    public cash: bigint,
    public bonus: bigint,
    readonly required: bigint,
  ) {}

  /** What the wallet tells a game it may stake: cash plus bonus. */
  playable(): number {
    return Number(this.cash + this.bonus);
  }

  contribution(bet: { amount: bigint; category: Category }) {
    return (bet.amount * BigInt(PROMOTION_TERMS.contributionPercent[bet.category])) / 100n;
  }

  bet(id: string, amount: bigint, category: Category): string {
    const active = this.status === 'active';
    if (active && amount > MAX_STAKE) return 'RS_ERROR_LIMIT_REACHED';
    const fromCash = active ? (this.cash < amount ? this.cash : amount) : amount;
    const fromBonus = amount - fromCash;
    if (fromCash > this.cash || fromBonus > (active ? this.bonus : 0n)) return 'RS_ERROR_NOT_ENOUGH_MONEY';
    this.cash -= fromCash;
    this.bonus -= fromBonus;
    this.bets.push({ id, amount, fromBonus: active ? fromBonus : 0n, category, settled: false });
    if (active) {
      this.wagered += this.contribution({ amount, category });
      if (this.wagered >= this.required) {
        this.cash += this.bonus;
        this.bonus = 0n;
        this.status = 'completed';
      }
    }
    return 'RS_OK';
  }

  /** Money coming back for a stake: `bonusShare` of it goes where the promotion's state says. */
  giveBack(amount: bigint, bonusShare: bigint) {
    this.cash += amount - bonusShare;
    if (this.status === 'active') this.bonus += bonusShare;
    else if (this.status === 'completed') this.cash += bonusShare;
  }

  win(bet: ModelBet, amount: bigint) {
    bet.settled = true;
    this.giveBack(amount, (amount * bet.fromBonus) / bet.amount);
  }

  rollback(bet: ModelBet) {
    this.bets = this.bets.filter((other) => other !== bet);
    this.giveBack(bet.amount, bet.fromBonus);
    if (this.status === 'active') {
      const taken = this.wagered - this.contribution(bet);
      this.wagered = taken > 0n ? taken : 0n;
    }
  }

  /** A cashout takes cash only, and forfeits an active bonus in the same transaction; refused when cash is short. */
  withdraw(amount: bigint): boolean {
    if (amount > this.cash) return false;
    this.cash -= amount;
    this.end('forfeited');
    return true;
  }

  end(status: 'forfeited' | 'expired') {
    if (this.status !== 'active') return;
    this.bonus = 0n;
    this.status = status;
  }
}

describe('bonus money under random play (fast-check)', () => {
  it('keeps the ledger invariants and the split rules through bets, wins, rollbacks, deposits, cashouts, cancellations and expiries, and never lets bonus reach cash before the wagering is met', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 3000n }),
        fc.bigInt({ min: 1n, max: 2000n }),
        fc.bigInt({ min: 0n, max: 3000n }),
        fc.array(command, { minLength: 1, maxLength: 14 }),
        async (cash, bonus, required, commands) => {
          const player = await playerWithCash(cash);
          await markVerified(t, player.playerId);
          const promotionId = await grantActivePromotion(t.database.db, {
            playerId: player.playerId,
            bonus,
            wageringRequired: required,
            maxStake: MAX_STAKE,
          });
          const seats = { slots: await seatAt(player.playerId, games.slots), instant: await seatAt(player.playerId, games.instant) };
          const model = new Model(cash, bonus, required);
          const prefix = randomUUID();
          let sequence = 0;

          for (const step of commands) {
            const id = `${prefix}:${++sequence}`;
            if (step.type === 'bet') {
              const expected = model.bet(id, BigInt(step.amount), step.category);
              const answer = await bet(seats[step.category], id, step.amount, { round: id });
              expect(answer.status).toBe(expected);
              // What the game is told it may stake next (answered from the bet's own posting when no bonus is active); a
              // refusal of the bonus maximum tells no balance.
              expect(answer.balance).toBe(expected === 'RS_ERROR_LIMIT_REACHED' ? undefined : model.playable());
            } else if (step.type === 'win' || step.type === 'rollback') {
              const open = model.bets.filter((candidate) => !candidate.settled);
              if (open.length === 0) continue;
              const target = open[step.pick % open.length]!;
              const seat = seats[target.category];
              if (step.type === 'win') {
                // Up to 3 times the stake: within every game's maximum multiplier.
                const amount = BigInt(step.amount) % (3n * target.amount + 1n);
                model.win(target, amount);
                const answer = await win(seat, `${id}:win`, target.id, Number(amount), target.id);
                expect(answer.status).toBe('RS_OK');
                expect(answer.balance).toBe(model.playable());
              } else {
                model.rollback(target);
                expect((await rollback(seat, `${id}:rollback`, target.id, target.id)).status).toBe('RS_OK');
              }
            } else if (step.type === 'deposit') {
              model.cash += BigInt(step.amount);
              await fundCash(t, player.playerId, BigInt(step.amount));
            } else if (step.type === 'withdraw') {
              const payload = { amount: (step.amount / 100).toFixed(2), currency: 'EUR', forfeitBonus: true };
              const cashout = await t.app.inject({ method: 'POST', url: apiPaths.fiatWithdraw, headers: { cookie: player.cookie }, payload });
              expect(cashout.statusCode, cashout.body).toBe(model.withdraw(BigInt(step.amount)) ? 200 : 400);
            } else if (step.type === 'cancel') {
              const wasActive = model.status === 'active';
              model.end('forfeited');
              const payload = { id: promotionId };
              const cancelled = await t.app.inject({ method: 'DELETE', url: apiPaths.playerPromotions, headers: { cookie: player.cookie }, payload });
              expect(cancelled.statusCode, cancelled.body).toBe(wasActive ? 200 : 409);
            } else {
              model.end(step.status);
              await forfeitPromotion(t.database.db, promotionId, step.status);
            }
            const actual = await balances(player.playerId);
            expect({ cash: actual.cash, bonus: actual.bonus }).toEqual({ cash: model.cash, bonus: model.bonus });
            const row = await promotionRow(t.database.db, promotionId);
            expect(row.status).toBe(model.status);
            // Completion (the only way bonus becomes cash) happened only with the wagering met.
            if (row.status === 'completed') expect(row.wagered).toBeGreaterThanOrEqual(row.wageringRequired);
          }
          expect((await verifyLedger(t.database.db)).violations).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  }, 300_000);
});
