import { convertMinorUnits, EUR_UNIT, toEurCents } from '@lodestar/contracts';
import type { CurrencyRow } from '../currencies/index.ts';

const MIN_STAKE_EUR_CENTS = 10n;
const MAX_STAKE_EUR_CENTS = 10_000n;
const NICE_MANTISSAS = [1n, 2n, 5n];

export interface StakeLimits {
  minStake: bigint;
  maxStake: bigint;
  /** The 1-2-5 series between the limits: what the game clients offer on their stake selector. */
  stakeSteps: bigint[];
}

/** The power of ten at the amount's second significant digit (1 below 100). */
function twoDigitUnit(amount: bigint): bigint {
  let unit = 1n;
  while (amount >= unit * 100n) unit *= 10n;
  return unit;
}

const roundUpToTwoDigits = (amount: bigint) => {
  const unit = twoDigitUnit(amount);
  return ((amount + unit - 1n) / unit) * unit;
};
const roundDownToTwoDigits = (amount: bigint) => {
  const unit = twoDigitUnit(amount);
  return (amount / unit) * unit;
};

/**
 * 0.10 EUR to 100 EUR in the currency at its current rate, rounded to two significant digits inwards so the limits
 * read well (0.10 EUR is 170 satoshi, not 167) and never leave the EUR range.
 */
export function stakeLimitsFor(currency: CurrencyRow): StakeLimits {
  const unit = { subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate };
  const minimumRoundedDown = convertMinorUnits(MIN_STAKE_EUR_CENTS, EUR_UNIT, unit);
  const minimumExact = toEurCents(minimumRoundedDown, unit) >= MIN_STAKE_EUR_CENTS ? minimumRoundedDown : minimumRoundedDown + 1n;
  const minStake = roundUpToTwoDigits(minimumExact > 0n ? minimumExact : 1n);
  const maxStake = roundDownToTwoDigits(convertMinorUnits(MAX_STAKE_EUR_CENTS, EUR_UNIT, unit));
  const stakeSteps: bigint[] = [];
  for (let power = 1n; power <= maxStake; power *= 10n) {
    for (const mantissa of NICE_MANTISSAS) {
      const step = mantissa * power;
      if (step >= minStake && step <= maxStake) stakeSteps.push(step);
    }
  }
  return { minStake, maxStake, stakeSteps };
}
