import { describe, expect, it } from 'vitest';
import { bonusTiers, PROMOTION_TERMS, type EligiblePromotion } from '@lodestar/contracts';
import { promotionLine, smallestAmountWorth, type PromotionLine } from './deposit-promotion';

const eur = { subunits_to_unit: 100, eurRate: '1', type: 'FIAT' as const };
const usd = { subunits_to_unit: 100, eurRate: '0.92', type: 'FIAT' as const };
const btc = { subunits_to_unit: 100_000_000, eurRate: '60000', type: 'CRYPTO' as const };
const doge = { subunits_to_unit: 100_000_000, eurRate: '0.1', type: 'CRYPTO' as const };

/** The eligible promotions the server lists for a new player: every deposit tier of SPEC.md §9. */
const tierOffers: EligiblePromotion[] = bonusTiers.map((tier) => ({
  id: `deposit-${tier.depositNumber}-${tier.fromEur}`,
  name: `Deposit ${tier.depositNumber} bonus`,
  kind: 'deposit',
  depositNumber: tier.depositNumber,
  minDepositEur: `${tier.fromEur}.00`,
  bonusPercent: tier.percent,
  freeSpins: tier.freeSpins,
  freeSpinGame: { id: 'lodestar:slot-fruit-constellation', name: 'Fruit Constellation' },
  maxBonusEur: '8000.00',
  wageringMultiplier: PROMOTION_TERMS.wageringMultiplier,
  validDays: PROMOTION_TERMS.bonusValidDays,
  couponCode: null,
  accepted: true,
  afterWelcomeBonus: false,
  terms: 'Terms.',
}));

/** The minimums call: 10 EUR to deposit at all, and the server's minPromotion (16 EUR, the lowest 1st-deposit tier). */
const line = (amount: bigint | undefined, depositCount: number | undefined, overrides: Partial<Parameters<typeof promotionLine>[0]> = {}) =>
  promotionLine({
    amount,
    minDeposit: 1000n,
    minPromotion: 1600n,
    unit: eur,
    depositCount,
    eligible: tierOffers,
    hasActivePromotion: false,
    ...overrides,
  });

const describeLine = (result: PromotionLine) =>
  result.kind === 'bonus'
    ? `${result.offer.bonusPercent}% + ${result.offer.freeSpins}, bonus ${result.bonusAmount}`
    : result.kind === 'no-promotion'
      ? `no promotion until ${result.qualifyingAmount}`
      : result.kind === 'below-minimum'
        ? `below ${result.minimumEur}€`
        : result.kind;

describe('the deposit modal’s promotion line for every deposit count and amount band', () => {
  // [deposit count before this one, amount in cents, what the modal says]
  const table: [number, bigint, string][] = [
    [0, 999n, 'below 10€'],
    [0, 1000n, 'no promotion until 1600'],
    [0, 1599n, 'no promotion until 1600'],
    [0, 1600n, '50% + 100, bonus 800'],
    [0, 4999n, '50% + 100, bonus 2499'],
    [0, 5000n, '125% + 125, bonus 6250'],
    [0, 9999n, '125% + 125, bonus 12498'],
    [0, 10_000n, '200% + 150, bonus 20000'],
    [1, 999n, 'below 10€'],
    // The reported bug: 16 EUR on a 2nd deposit was promised a bonus from 16 EUR, but its tier starts at 20.
    [1, 1600n, 'no promotion until 2000'],
    [1, 1999n, 'no promotion until 2000'],
    [1, 2000n, '150% + 100, bonus 3000'],
    [2, 1000n, 'no promotion until 1600'],
    [2, 1600n, '100% + 100, bonus 1600'],
    [3, 1600n, '100% + 100, bonus 1600'],
    [4, 1600n, '200% + 100, bonus 3200'],
    [5, 1600n, 'none'],
    [6, 100_000n, 'none'],
  ];
  it.each(table)('deposit count %i, %i cents: %s', (count, amount, expected) => {
    expect(describeLine(line(amount, count))).toBe(expected);
  });

  it('names an amount that gets a bonus, one cent below it none, for every deposit count', () => {
    for (let count = 0; count < PROMOTION_TERMS.maxDeposits; count++) {
      for (let cents = 1000n; cents <= 2500n; cents += 1n) {
        const result = line(cents, count);
        if (result.kind !== 'no-promotion') continue;
        expect(line(result.qualifyingAmount, count).kind).toBe('bonus');
        expect(line(result.qualifyingAmount - 1n, count)).toEqual(result);
      }
    }
  });

  it('follows a per-player minPromotion above the tier', () => {
    expect(describeLine(line(2000n, 1, { minPromotion: 2500n }))).toBe('no promotion until 2500');
  });

  it('compares in EUR at the deposit’s rate, with a qualifying amount worth the tier', () => {
    const usdLine = line(1700n, 0, { unit: usd, minDeposit: 1087n, minPromotion: 0n });
    expect(usdLine).toEqual({ kind: 'no-promotion', qualifyingAmount: 1740n });
    expect(line(1740n, 0, { unit: usd, minDeposit: 1087n, minPromotion: 0n }).kind).toBe('bonus');
    expect(line(1739n, 0, { unit: usd, minDeposit: 1087n, minPromotion: 0n }).kind).toBe('no-promotion');
    expect(smallestAmountWorth(1600n, btc)).toBe(26_667n);
    expect(smallestAmountWorth(1600n, doge)).toBe(16_000_000_000n);
  });

  it('caps the bonus at the offer’s maximum in the deposit’s currency', () => {
    const result = line(1_000_000n * 100n, 0);
    expect(result).toMatchObject({ kind: 'bonus', bonusAmount: 800_000n });
    const inBtc = line(100_000_000n, 0, { unit: btc, minDeposit: 16_667n, minPromotion: 26_667n });
    // 8,000 EUR at 60,000 EUR per BTC.
    expect(inBtc).toMatchObject({ kind: 'bonus', bonusAmount: 13_333_333n });
  });

  it('says nothing about promotions once declined, while loading, or with no offer for this deposit', () => {
    // DELETE profile/promotion-eligible declines every offer; here those of the 2nd deposit.
    const declined = tierOffers.map((offer) => (offer.depositNumber === 2 ? { ...offer, accepted: false } : offer));
    expect(line(5000n, 1, { eligible: declined }).kind).toBe('none');
    expect(line(5000n, 0, { eligible: declined }).kind).toBe('bonus');
    expect(line(5000n, 0, { eligible: undefined }).kind).toBe('none');
    expect(line(5000n, 0, { eligible: [] }).kind).toBe('none');
    expect(line(5000n, undefined).kind).toBe('none');
    // The minimum is still stated: it does not depend on promotions.
    expect(line(500n, 0, { eligible: [] })).toEqual({ kind: 'below-minimum', minimumEur: '10' });
  });

  it('says nothing about promotions when the server counts no more (minPromotion null)', () => {
    expect(line(5000n, 3, { minPromotion: null }).kind).toBe('none');
    expect(line(500n, 3, { minPromotion: null }).kind).toBe('below-minimum');
  });

  it('tells a player with a running promotion that this deposit gets no new one', () => {
    expect(line(5000n, 1, { hasActivePromotion: true }).kind).toBe('promotion-active');
    expect(line(500n, 1, { hasActivePromotion: true }).kind).toBe('below-minimum');
  });

  it('puts an accepted coupon deposit offer first when the deposit reaches it, as the grant does', () => {
    const reload: EligiblePromotion = {
      ...tierOffers[0]!,
      id: 'coupon-reload50',
      name: 'Reload',
      depositNumber: null,
      minDepositEur: '20.00',
      bonusPercent: 50,
      freeSpins: 25,
      couponCode: 'RELOAD50',
    };
    const eligible = [reload, ...tierOffers];
    expect(line(1900n, 2, { eligible })).toMatchObject({ kind: 'bonus', offer: { id: 'deposit-3-0' } });
    expect(line(2000n, 2, { eligible })).toMatchObject({ kind: 'bonus', offer: { id: 'coupon-reload50' }, bonusAmount: 1000n });
    expect(line(2000n, 2, { eligible: [{ ...reload, accepted: false }, ...tierOffers] })).toMatchObject({ offer: { id: 'deposit-3-0' } });
    // With every tier declined the coupon still qualifies, from its own minimum.
    const tiersDeclined = [reload, ...tierOffers.map((offer) => ({ ...offer, accepted: false }))];
    expect(line(1900n, 2, { eligible: tiersDeclined })).toEqual({ kind: 'no-promotion', qualifyingAmount: 2000n });
  });

  it('names the welcome bonus for a first deposit when the code was typed at registration, as the grant does', () => {
    const fromRegistration: EligiblePromotion = {
      ...tierOffers[0]!,
      id: 'coupon-reload50',
      depositNumber: null,
      minDepositEur: '20.00',
      bonusPercent: 50,
      couponCode: 'RELOAD50',
      afterWelcomeBonus: true,
    };
    const eligible = [fromRegistration, ...tierOffers];
    expect(line(5000n, 0, { eligible })).toMatchObject({ kind: 'bonus', offer: { id: 'deposit-1-50' } });
    // The welcome bonus declined, the code is this deposit's.
    const welcomeDeclined = [fromRegistration, ...tierOffers.map((offer) => ({ ...offer, accepted: offer.depositNumber !== 1 }))];
    expect(line(5000n, 0, { eligible: welcomeDeclined })).toMatchObject({ kind: 'bonus', offer: { id: 'coupon-reload50' } });
  });

  it('grants nothing past the qualifying amount when the tier reached was declined on its own', () => {
    const eligible = tierOffers.map((offer) => (offer.id === 'deposit-1-50' ? { ...offer, accepted: false } : offer));
    expect(line(4999n, 0, { eligible }).kind).toBe('bonus');
    expect(line(5000n, 0, { eligible }).kind).toBe('none');
  });

  it('ignores no-deposit promotions and other deposit numbers', () => {
    const coupon: EligiblePromotion = {
      ...tierOffers[0]!,
      id: 'coupon',
      kind: 'no-deposit',
      depositNumber: null,
      minDepositEur: null,
      bonusPercent: 0,
    };
    expect(line(5000n, 1, { eligible: [coupon] }).kind).toBe('none');
  });
});
