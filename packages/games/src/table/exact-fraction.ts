/** An exact non-negative rational, for RTPs derived on paper: no float rounding until it is displayed. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator <= 0n) throw new RangeError('A fraction needs a positive denominator');
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

/**
 * The nearest double, correctly rounded: the quotient is taken to at least 64 bits with a sticky bit for any
 * remainder, and Number() of a bigint rounds to nearest. For values of ordinary size (RTPs, probabilities).
 */
export function fractionToNumber({ numerator, denominator }: Fraction): number {
  if (numerator === 0n) return 0;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const shift = Math.max(0, 64 - (magnitude.toString(2).length - denominator.toString(2).length));
  const scaled = magnitude << BigInt(shift);
  let quotient = scaled / denominator;
  if (quotient * denominator !== scaled) quotient |= 1n;
  const value = Number(quotient) / 2 ** shift;
  return numerator < 0n ? -value : value;
}
