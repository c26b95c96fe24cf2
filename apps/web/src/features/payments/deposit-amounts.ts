import {
  AMOUNT_MAX_LENGTH,
  EUR_UNIT,
  convertMinorUnits,
  decimalsOf,
  formatMinorUnits,
  toEurCents,
  toMinorUnits,
  type Currency,
  type Minimums,
} from '@lodestar/contracts';

type Unit = Pick<Currency, 'subunits_to_unit' | 'eurRate'>;

/** What the player typed, in minor units; undefined while it is not (yet) an amount this currency can hold. */
export function parseAmount(text: string, unit: Pick<Currency, 'subunits_to_unit'>): bigint | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > AMOUNT_MAX_LENGTH || !/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  try {
    return toMinorUnits(trimmed, unit.subunits_to_unit);
  } catch {
    return undefined;
  }
}

/** Keeps `significant` leading digits, rounding up so the result is never worth less than asked. */
function roundUpToSignificant(minor: bigint, significant: number): bigint {
  const digits = minor.toString().length;
  if (digits <= significant) return minor;
  const step = 10n ** BigInt(digits - significant);
  return ((minor + step - 1n) / step) * step;
}

/**
 * A quick-deposit button's EUR amount in the selected currency, rounded to something a player would type:
 * whole units for fiat (30 EUR → 33 USD), three significant digits for crypto (30 EUR → 0.000500 BTC → '0.0005').
 */
export function quickAmount(eur: number, currency: Unit & Pick<Currency, 'type'>): string {
  const minor = convertMinorUnits(BigInt(eur) * 100n, EUR_UNIT, currency);
  const unit = BigInt(currency.subunits_to_unit);
  const rounded = currency.type === 'FIAT' ? ((minor + unit - 1n) / unit) * unit : roundUpToSignificant(minor, 3);
  return trimAmount(formatMinorUnits(rounded, currency.subunits_to_unit));
}

/** '33.00' → '33', '0.00050000' → '0.0005': what goes into the amount field. */
export function trimAmount(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

/** The EUR value of an amount, in cents, rounded down (a conversion never creates money). */
export const eurCentsOf = (minor: bigint, unit: Unit): bigint => toEurCents(minor, unit);

/** Whole euros an amount is worth at least, rounded up: the '~N€' of the minimum-deposit message. */
export function wholeEurosAtLeast(minor: bigint, unit: Unit): bigint {
  let cents = toEurCents(minor, unit);
  // toEurCents rounds down; one cent more if that lost value.
  if (convertMinorUnits(cents, EUR_UNIT, unit) < minor) cents += 1n;
  return (cents + 99n) / 100n;
}

/** Minimums in minor units of their currency; undefined when the server's figures do not parse. */
export function minimumsInMinorUnits(minimums: Minimums, unit: Pick<Currency, 'subunits_to_unit'>) {
  const minDeposit = parseAmount(minimums.minDeposit, unit);
  // null: no deposit earns a promotion any more (the player made 5).
  const minPromotion = minimums.minPromotion === null ? null : parseAmount(minimums.minPromotion, unit);
  return minDeposit === undefined || minPromotion === undefined ? undefined : { minDeposit, minPromotion };
}

/** The most decimals the amount field accepts for a currency (2 for EUR, 8 for BTC, 6 for USDT). */
export const decimalsFor = (unit: Pick<Currency, 'subunits_to_unit'>) => decimalsOf(unit.subunits_to_unit);
