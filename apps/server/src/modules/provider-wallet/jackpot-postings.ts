import { convertMinorUnits, EUR_UNIT, PROGRESSIVE_JACKPOT_SEED_EUR_CENTS } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { houseGameAccountOf, postTransactionInOwnTransaction, type AccountRef, type PostingLeg } from '../ledger/index.ts';
import type { CurrencyRow } from '../currencies/index.ts';

const POOL_CURRENCY = 'EUR';
export const jackpotPool: AccountRef = { owner: { type: 'house' }, currency: POOL_CURRENCY, purpose: 'jackpot' };
const fx = (currency: string): AccountRef => ({ owner: { type: 'house' }, currency, purpose: 'fx' });
const unitOf = (currency: CurrencyRow) => ({ subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate });

/**
 * The house funds the pool up to its seed amount: at installation (from house-game shard 0, no player's play) and
 * again after each hit (from the winner's shard, as the rest of their play).
 */
const refillLegs = (houseGame: AccountRef): PostingLeg[] => [
  { account: houseGame, amount: -PROGRESSIVE_JACKPOT_SEED_EUR_CENTS },
  { account: jackpotPool, amount: PROGRESSIVE_JACKPOT_SEED_EUR_CENTS },
];

/** The ledger refuses legs that move nothing; a rounding to 0 simply drops its leg. */
const nonZero = (legs: PostingLeg[]) => legs.filter((leg) => leg.amount !== 0n);

/**
 * Legs that move `amount` of the round's currency into the EUR pool (negative: out of it); the caller adds the leg on
 * the other side in the round's currency. Money changing currency passes through the house 'fx' account of each
 * side, so every currency of the posting sums to 0.
 */
function intoPool(currency: CurrencyRow, amount: bigint, eurCents: bigint): PostingLeg[] {
  if (currency.code === POOL_CURRENCY) return [{ account: jackpotPool, amount }];
  return [
    { account: fx(currency.code), amount },
    { account: fx(POOL_CURRENCY), amount: -eurCents },
    { account: jackpotPool, amount: eurCents },
  ];
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
    ...intoPool(currency, contribution, contributionEurCents),
  ]);
}

/** What a pool of `poolEurCents` pays in the round's currency, rounded down to its minor unit. */
export function jackpotPayoutIn(currency: CurrencyRow, poolEurCents: bigint): bigint {
  return poolEurCents <= 0n ? 0n : convertMinorUnits(poolEurCents, EUR_UNIT, unitOf(currency));
}

/**
 * A jackpot hit: the pool goes to the player in their currency (`credits`, summing to `payout`: split like any win of
 * a bet partly paid by bonus), and the house refills it to the seed amount.
 */
export function jackpotPayoutLegs(
  currency: CurrencyRow,
  playerId: string,
  credits: PostingLeg[],
  poolEurCents: bigint,
  payout: bigint,
): PostingLeg[] {
  const refill = refillLegs(houseGameAccountOf(POOL_CURRENCY, playerId));
  return nonZero([...credits, ...intoPool(currency, -payout, -poolEurCents), ...refill]);
}

/**
 * The pool's first funding by the house, once per installation (the fixed key makes every later start a replay):
 * a progressive jackpot starts from its seed amount, as it does again after each hit.
 */
export async function seedJackpotPool(db: Database): Promise<void> {
  await postTransactionInOwnTransaction(db, {
    idempotencyKey: 'jackpot:initial-seed',
    kind: 'jackpot-seed',
    legs: refillLegs({ owner: { type: 'house' }, currency: POOL_CURRENCY, purpose: 'house-game', shard: 0 }),
  });
}
