import { AmountTooPrecise, formatMinorUnits, toMinorUnits } from '@lodestar/contracts/schema-free';

/** What a typed stake is checked against: the game's limits and the balance, all in minor units of one currency. */
export interface StakeRules {
  minStake: bigint;
  maxStake: bigint;
  balance: bigint;
  subunitsToUnit: number;
  /** Minor units → '1.50 EUR', for the messages. */
  format(minor: bigint): string;
}

export type StakeBounds = Pick<StakeRules, 'minStake' | 'maxStake' | 'balance'>;

export type TypedStake = { ok: true; stake: bigint } | { ok: false; message: string };

/** A decimal number as players type it; a comma is taken for the decimal point ('1,5'). */
const DECIMAL = /^-?\d+(?:\.\d*)?$|^-?\.\d+$/;

/**
 * The stake a player typed, in major units of their currency, as minor units; or the message that says what is
 * wrong with it. The order matters: a stake that is not a number cannot be too large.
 */
export function parseTypedStake(typed: string, rules: StakeRules): TypedStake {
  const text = typed.trim().replace(',', '.');
  if (text === '') return { ok: false, message: 'Enter a stake.' };
  if (!DECIMAL.test(text)) return { ok: false, message: 'The stake must be a number, like 1.50.' };
  if (text.startsWith('-')) return { ok: false, message: 'The stake cannot be negative.' };
  let stake: bigint;
  try {
    stake = toMinorUnits(text.startsWith('.') ? `0${text}` : text.replace(/\.$/, ''), rules.subunitsToUnit);
  } catch (error) {
    if (error instanceof AmountTooPrecise) {
      return { ok: false, message: error.decimals === 0 ? 'The stake must be a whole number.' : `The stake has at most ${error.decimals} decimals.` };
    }
    throw error;
  }
  if (stake < rules.minStake) return { ok: false, message: `The minimum stake is ${rules.format(rules.minStake)}.` };
  if (stake > rules.maxStake) return { ok: false, message: `The maximum stake is ${rules.format(rules.maxStake)}.` };
  if (stake > rules.balance) return { ok: false, message: `That is more than your balance of ${rules.format(rules.balance)}.` };
  return { ok: true, stake };
}

/** A stake as the field shows it: '1.50' (the currency's decimals, no code). */
export function typedStakeOf(stake: bigint, subunitsToUnit: number): string {
  return formatMinorUnits(stake, subunitsToUnit);
}

/** The highest stake the player can place now: the game's maximum or the balance, whichever is lower. */
export function highestStake(rules: Pick<StakeRules, 'maxStake' | 'balance'>): bigint {
  return rules.balance < rules.maxStake ? rules.balance : rules.maxStake;
}

/**
 * A stake brought inside the limits and the balance. With less than the minimum in the balance it stays at the
 * minimum, so the field says why the bet cannot be placed instead of showing a stake the game refuses anyway.
 */
export function clampStake(stake: bigint, rules: StakeBounds): bigint {
  const highest = highestStake(rules);
  if (stake > highest) return highest < rules.minStake ? rules.minStake : highest;
  return stake < rules.minStake ? rules.minStake : stake;
}

/** ½, 2× and Max, each clamped; halving rounds down to the currency's smallest unit. */
export const stakeShortcuts = {
  half: (stake: bigint, rules: StakeBounds) => clampStake(stake / 2n, rules),
  double: (stake: bigint, rules: StakeBounds) => clampStake(stake * 2n, rules),
  max: (_stake: bigint, rules: StakeBounds) => clampStake(highestStake(rules), rules),
} as const;
