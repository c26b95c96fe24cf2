import { MAX_MINOR_UNITS } from '../payment-context.ts';

/**
 * A chain's integer amount (wei, a token's base units) in the currency's minor units. Undefined when it carries more
 * decimals than the currency keeps, or is larger than any payment: such a transfer cannot be credited exactly.
 */
export function minorUnitsOf(chainAmount: bigint, chainDecimals: number, subunitsToUnit: number): bigint | undefined {
  const currencyDecimals = Math.round(Math.log10(subunitsToUnit));
  const minor =
    chainDecimals >= currencyDecimals
      ? divideExactly(chainAmount, 10n ** BigInt(chainDecimals - currencyDecimals))
      : chainAmount * 10n ** BigInt(currencyDecimals - chainDecimals);
  return minor !== undefined && minor <= MAX_MINOR_UNITS ? minor : undefined;
}

const divideExactly = (amount: bigint, divisor: bigint) => (amount % divisor === 0n ? amount / divisor : undefined);
