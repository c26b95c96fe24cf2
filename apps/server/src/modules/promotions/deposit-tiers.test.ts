import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { promotionsTestKit } from './promotions-test-kit.ts';

const t = useTestApp();
const kit = promotionsTestKit(t);

/** A player whose next deposit is number `depositNumber`: the earlier ones made with every offer declined. */
async function playerBeforeDeposit(depositNumber: number, currency = 'EUR') {
  const player = await newPlayer(t, currency);
  for (let made = 1; made < depositNumber; made += 1) {
    await kit.declineAll(player.cookie);
    await depositByCard(t, player.cookie, currency === 'EUR' ? '10' : '20', currency);
  }
  return player;
}

interface TierCase {
  depositNumber: number;
  amount: string;
  currency?: string;
  /** null: the deposit earns nothing. */
  expected: { name: string; bonus: string; spins: number } | null;
}

// SPEC.md §9 at each boundary: 1st from 16 / 50 / 100 EUR, 2nd from 20 EUR, 3rd to 5th from any amount, none from the 6th.
const tierCases: TierCase[] = [
  { depositNumber: 1, amount: '15.99', expected: null },
  { depositNumber: 1, amount: '16', expected: { name: 'First deposit: 50% bonus + 100 free spins', bonus: '8.00', spins: 100 } },
  { depositNumber: 1, amount: '49.99', expected: { name: 'First deposit: 50% bonus + 100 free spins', bonus: '24.99', spins: 100 } },
  { depositNumber: 1, amount: '50', expected: { name: 'First deposit: 125% bonus + 125 free spins', bonus: '62.50', spins: 125 } },
  { depositNumber: 1, amount: '99.99', expected: { name: 'First deposit: 125% bonus + 125 free spins', bonus: '124.98', spins: 125 } },
  { depositNumber: 1, amount: '100', expected: { name: 'First deposit: 200% bonus + 150 free spins', bonus: '200.00', spins: 150 } },
  { depositNumber: 2, amount: '19.99', expected: null },
  { depositNumber: 2, amount: '20', expected: { name: 'Second deposit: 150% bonus + 100 free spins', bonus: '30.00', spins: 100 } },
  { depositNumber: 3, amount: '10', expected: { name: 'Third deposit: 100% bonus + 100 free spins', bonus: '10.00', spins: 100 } },
  { depositNumber: 4, amount: '10', expected: { name: 'Fourth deposit: 100% bonus + 100 free spins', bonus: '10.00', spins: 100 } },
  { depositNumber: 5, amount: '10', expected: { name: 'Fifth deposit: 200% bonus + 100 free spins', bonus: '20.00', spins: 100 } },
  { depositNumber: 6, amount: '100', expected: null },
  // USD at the seeded 0.92: 17.39 USD is 15.99 EUR, 17.40 USD is 16.00 EUR.
  { depositNumber: 1, amount: '17.39', currency: 'USD', expected: null },
  { depositNumber: 1, amount: '17.40', currency: 'USD', expected: { name: 'First deposit: 50% bonus + 100 free spins', bonus: '8.70', spins: 100 } },
  // 200% of 5,000 EUR is 10,000 EUR: capped at 8,000 EUR, and in USD at the deposit's rate (8,000 / 0.92, rounded down).
  { depositNumber: 1, amount: '5000', expected: { name: 'First deposit: 200% bonus + 150 free spins', bonus: '8000.00', spins: 150 } },
  {
    depositNumber: 1,
    amount: '6000',
    currency: 'USD',
    expected: { name: 'First deposit: 200% bonus + 150 free spins', bonus: '8695.65', spins: 150 },
  },
];

const cases = tierCases.map((tierCase) => ({ currency: 'EUR', ...tierCase }));

describe('deposit tiers of SPEC.md §9', () => {
  it.each(cases)('deposit $depositNumber of $amount $currency', async ({ depositNumber, amount, currency, expected }) => {
    const { cookie } = await playerBeforeDeposit(depositNumber, currency);
    await depositByCard(t, cookie, amount, currency);
    const grants = await kit.grants(cookie);
    const fund = (await kit.funds(cookie)).find((entry) => entry.currency === currency)!;
    if (expected === null) {
      expect(grants).toEqual([]);
      expect(Number(fund.bonusBalance)).toBe(0);
      expect(fund.freeSpinWallet).toBeNull();
    } else {
      expect(grants).toEqual([
        expect.objectContaining({
          name: expected.name,
          status: 'active',
          currency,
          bonusAmount: expected.bonus,
          bonusBalance: expected.bonus,
          freeSpins: expect.objectContaining({ total: expected.spins, left: expected.spins }),
        }),
      ]);
      const [grant] = grants;
      expect(Number(grant!.wageringRequired)).toBeCloseTo(Number(expected.bonus) * 10, 2);
      expect(fund.bonusBalance).toBe(expected.bonus);
      expect(fund.freeSpinWallet?.winUnlockConfig).toMatchObject({ depositCurrency: currency, depositAmount: expect.stringMatching(/^\d+\.\d\d$/) });
    }
    // The cash is the deposit itself, whatever was granted beside it.
    expect(Number(fund.balance)).toBe(Number(amount) + (currency === 'EUR' ? 10 : 20) * (depositNumber - 1));
    expect(await kit.ledgerViolations()).toEqual([]);
  });
});
