import { convertMinorUnits, EUR_UNIT, PROGRESSIVE_JACKPOT_SEED_EUR_CENTS } from '@lodestar/contracts';
import type { Database, Executor } from '../../db/client.ts';
import {
  houseBalanceOf,
  houseGameAccountOf,
  houseGameShardOf,
  houseShardBalances,
  postTransactionInOwnTransaction,
  type AccountRef,
  type PostingLeg,
} from '../ledger/index.ts';
import type { CurrencyRow } from '../currencies/index.ts';

export const POOL_CURRENCY = 'EUR';
/**
 * The pool is held in shards, like the house-game account (HOUSE_GAME_SHARDS): a stake feeds the shard of its player,
 * so concurrent stakes do not queue on one row; it is worth their sum.
 */
const poolShard = (shard: number): AccountRef => ({ owner: { type: 'house' }, currency: POOL_CURRENCY, purpose: 'jackpot', shard });
const poolShardOf = (playerId: string) => poolShard(houseGameShardOf(playerId));

/** What the progressive pool is worth, in euro cents: every shard summed. */
export const jackpotPoolEurCents = (executor: Executor): Promise<bigint> => houseBalanceOf(executor, POOL_CURRENCY, 'jackpot');
const fx = (currency: string): AccountRef => ({ owner: { type: 'house' }, currency, purpose: 'fx' });
const unitOf = (currency: CurrencyRow) => ({ subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate });

/**
 * The house funds the pool up to its seed amount: at installation (from house-game shard 0 into pool shard 0, no
 * player's play) and again after each hit (on the winner's shards, as the rest of their play).
 */
const refillLegs = (houseGame: AccountRef, pool: AccountRef): PostingLeg[] => [
  { account: houseGame, amount: -PROGRESSIVE_JACKPOT_SEED_EUR_CENTS },
  { account: pool, amount: PROGRESSIVE_JACKPOT_SEED_EUR_CENTS },
];

/** The ledger refuses legs that move nothing; a rounding to 0 simply drops its leg. */
const nonZero = (legs: PostingLeg[]) => legs.filter((leg) => leg.amount !== 0n);

/**
 * Legs that move `amount` of the round's currency into the EUR pool (negative: out of it), the pool's side given as
 * `poolLegs` in euro cents; the caller adds the leg on the other side in the round's currency. Money changing currency
 * passes through the house 'fx' account of each side, so every currency of the posting sums to 0.
 */
function intoPool(currency: CurrencyRow, amount: bigint, poolLegs: PostingLeg[]): PostingLeg[] {
  if (currency.code === POOL_CURRENCY) return poolLegs;
  const eurCents = poolLegs.reduce((sum, leg) => sum + leg.amount, 0n);
  return [{ account: fx(currency.code), amount }, { account: fx(POOL_CURRENCY), amount: -eurCents }, ...poolLegs];
}

/**
 * A player's bet: the stake leaves its sources (the player's cash and bonus, or the house's bonus cost for a free
 * spin); its jackpot contribution goes to the pool (converted to EUR, rounded down: a conversion never creates money),
 * the rest to the house game account on the player's shard.
 */
export function betLegs(currency: CurrencyRow, playerId: string, sources: PostingLeg[], contribution: bigint): PostingLeg[] {
  const amount = -sources.reduce((sum, leg) => sum + leg.amount, 0n);
  const contributionEurCents = convertMinorUnits(contribution, unitOf(currency), EUR_UNIT);
  return nonZero([
    ...sources,
    { account: houseGameAccountOf(currency.code, playerId), amount: amount - contribution },
    ...intoPool(currency, contribution, [{ account: poolShardOf(playerId), amount: contributionEurCents }]),
  ]);
}

/** What a hit takes out of the pool: each shard holding money, at its committed balance, and their sum in euro cents. */
export interface PoolToPay {
  eurCents: bigint;
  shards: Array<{ shard: number; balance: bigint }>;
}

/** The pool as a hit finds it now. A stake committing meanwhile stays in its shard, for the refilled pool. */
export async function poolToPay(executor: Executor): Promise<PoolToPay> {
  const shards = (await houseShardBalances(executor, POOL_CURRENCY, 'jackpot')).filter((held) => held.balance > 0n);
  return { eurCents: shards.reduce((sum, held) => sum + held.balance, 0n), shards };
}

/** What a pool of `poolEurCents` pays in the round's currency, rounded down to its minor unit. */
export function jackpotPayoutIn(currency: CurrencyRow, poolEurCents: bigint): bigint {
  return poolEurCents <= 0n ? 0n : convertMinorUnits(poolEurCents, EUR_UNIT, unitOf(currency));
}

/**
 * A jackpot hit: the pool (`pool`, as poolToPay read it) goes to the player in their currency (`credits`, summing to
 * `payout`: split like any win of a bet partly paid by bonus), and the house refills it to the seed amount.
 */
export function jackpotPayoutLegs(currency: CurrencyRow, playerId: string, credits: PostingLeg[], pool: PoolToPay, payout: bigint): PostingLeg[] {
  const emptied = pool.shards.map(({ shard, balance }) => ({ account: poolShard(shard), amount: -balance }));
  const refill = refillLegs(houseGameAccountOf(POOL_CURRENCY, playerId), poolShardOf(playerId));
  return nonZero([...credits, ...intoPool(currency, -payout, emptied), ...refill]);
}

/**
 * The pool's first funding by the house, once per installation (the fixed key makes every later start a replay):
 * a progressive jackpot starts from its seed amount, as it does again after each hit.
 */
export async function seedJackpotPool(db: Database): Promise<void> {
  await postTransactionInOwnTransaction(db, {
    idempotencyKey: 'jackpot:initial-seed',
    kind: 'jackpot-seed',
    legs: refillLegs({ owner: { type: 'house' }, currency: POOL_CURRENCY, purpose: 'house-game', shard: 0 }, poolShard(0)),
  });
}
