/**
 * Conversions between what players type (decimal strings in major units) and what the ledger stores
 * (bigint minor units), exact in both directions: no float ever touches an amount.
 */

export class AmountTooPrecise extends Error {
  constructor(readonly decimals: number) {
    super(`at most ${decimals} decimals`);
  }
}

/** 100 → 2, 100000000 → 8. subunits_to_unit is always a power of ten. */
export function decimalsOf(subunitsToUnit: number): number {
  const decimals = Math.round(Math.log10(subunitsToUnit));
  if (10 ** decimals !== subunitsToUnit) throw new Error(`subunits_to_unit ${subunitsToUnit} is not a power of ten`);
  return decimals;
}

/** "30.5" with 100 subunits → 3050n. Throws AmountTooPrecise for more decimals than the currency has. */
export function toMinorUnits(amount: string, subunitsToUnit: number): bigint {
  const decimals = decimalsOf(subunitsToUnit);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > decimals) throw new AmountTooPrecise(decimals);
  return BigInt(whole) * BigInt(subunitsToUnit) + BigInt(significantFraction.padEnd(decimals, '0') || '0');
}

/** 3050n with 100 subunits → "30.50"; negative amounts keep their sign. */
export function formatMinorUnits(minor: bigint, subunitsToUnit: number): string {
  const decimals = decimalsOf(subunitsToUnit);
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  const unit = BigInt(subunitsToUnit);
  const whole = (absolute / unit).toString();
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${(absolute % unit).toString().padStart(decimals, '0')}`;
}

const RATE_SCALE_DECIMALS = 12;

/** A decimal rate string as an integer scaled by 10^12, so rates multiply exactly. */
function scaledRate(rate: string): bigint {
  return toMinorUnits(rate, 10 ** RATE_SCALE_DECIMALS);
}

/**
 * Converts minor units of one currency to minor units of another through their EUR rates (value of one unit
 * in EUR), rounding down: a conversion never creates money.
 */
export function convertMinorUnits(
  minor: bigint,
  from: { subunits_to_unit: number; eurRate: string },
  to: { subunits_to_unit: number; eurRate: string },
): bigint {
  const numerator = minor * scaledRate(from.eurRate) * BigInt(to.subunits_to_unit);
  const denominator = BigInt(from.subunits_to_unit) * scaledRate(to.eurRate);
  return numerator / denominator;
}

export const EUR_UNIT = { subunits_to_unit: 100, eurRate: '1' } as const;

/** The EUR value in cents of an amount, rounded down. */
export function toEurCents(minor: bigint, currency: { subunits_to_unit: number; eurRate: string }): bigint {
  return convertMinorUnits(minor, currency, EUR_UNIT);
}
