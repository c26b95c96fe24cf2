import { formatMinorUnits, PROGRESSIVE_JACKPOT_SEED_EUR_CENTS } from '@lodestar/contracts';

/** The share of every real-money stake on a jackpot game that feeds the pool, in percent. */
const CONTRIBUTION_PERCENT = 1n;
/** p = stake in euro cents ÷ 10^8: one in a million per euro staked, one in ten thousand at the 100 EUR maximum. */
const HIT_CHANCE_DIVISOR = 1e8;

/** A round's chance of hitting the pool, from its stake's value in euro cents. Injectable so tests can force a hit. */
export type JackpotChance = (stakeEurCents: bigint) => number;

export const jackpotChanceOfStake: JackpotChance = (stakeEurCents) => Number(stakeEurCents) / HIT_CHANCE_DIVISOR;

/** Minor units of the round's currency that go to the pool, rounded down. */
export const jackpotContributionOf = (stake: bigint): bigint => (stake * CONTRIBUTION_PERCENT) / 100n;

export const jackpotRules: readonly string[] = [
  `${CONTRIBUTION_PERCENT} % of every real-money stake on the Lodestar Progressive games feeds one pool they all share.`,
  'Every real-money round can hit it: the chance is the stake’s value in euro cents divided by 100,000,000 — one in a million per euro staked.',
  'The draw is provably fair: the first float of HMAC_SHA256(serverSeed, clientSeed:nonce:1000), and the round hits when it is below that chance.',
  'A hit pays the whole pool at once, converted into the round’s currency at the current rate.',
  `The pool then starts again from ${formatMinorUnits(PROGRESSIVE_JACKPOT_SEED_EUR_CENTS, 100)} EUR, funded by the house.`,
  'Demo rounds neither feed nor win the pool.',
];
