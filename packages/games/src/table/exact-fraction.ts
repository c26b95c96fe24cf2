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

/** The nearest double; the digits come from exact integer division so large terms lose nothing before the end. */
export function fractionToNumber({ numerator, denominator }: Fraction): number {
  const whole = numerator / denominator;
  const scale = 10n ** 18n;
  return Number(whole) + Number(((numerator - whole * denominator) * scale) / denominator) / 1e18;
}
