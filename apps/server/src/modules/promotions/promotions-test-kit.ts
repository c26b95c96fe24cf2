import { apiPaths, type EligiblePromotion, type FundEntry, type PlayerPromotion } from '@lodestar/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { createCurrenciesService } from '../currencies/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createDepositCounter } from '../payments/index.ts';
import { promotionsRepo } from './repo.ts';
import { createPromotions } from './service.ts';
import { createBetHooks } from './bet-hooks.ts';

let couponCounter = 0;

/** The promotion calls of SPEC.md §7 as a player makes them, on the test app of the calling file. */
export function promotionsTestKit(t: TestApp) {
  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  return {
    call,
    checkCoupon: (cookie: string | undefined, couponName: string) => call(cookie, 'POST', apiPaths.couponCheck, { couponName }),
    redeem: (cookie: string, promotionCoupon: string) => call(cookie, 'PUT', apiPaths.redeemCoupon, { promotionCoupon }),
    choose: (cookie: string, id: string, accepted: boolean) => call(cookie, 'POST', apiPaths.playerPromotions, { id, accepted }),
    cancel: (cookie: string, id: string) => call(cookie, 'DELETE', apiPaths.playerPromotions, { id }),

    async eligible(cookie: string): Promise<EligiblePromotion[]> {
      return (await call(cookie, 'GET', apiPaths.eligiblePromotions)).json().promotions;
    },
    async declineAll(cookie: string): Promise<void> {
      const response = await call(cookie, 'DELETE', apiPaths.eligiblePromotions);
      if (response.statusCode !== 200) throw new Error(`not declined: ${response.body}`);
    },
    async grants(cookie: string): Promise<PlayerPromotion[]> {
      return (await call(cookie, 'GET', apiPaths.playerPromotions)).json().promotions;
    },
    async funds(cookie: string): Promise<FundEntry[]> {
      return (await call(cookie, 'GET', apiPaths.funds)).json().funds;
    },
    async minimums(cookie: string | undefined, currency: string) {
      return (await call(cookie, 'GET', apiPaths.minimums(currency))).json() as { minDeposit: string; minPromotion: string | null };
    },

    /** A coupon of its own for one test, on a promotion of the seed; `overrides` set its window and limits. */
    async createCoupon(
      promotionId: string,
      overrides: { validFrom?: Date; validUntil?: Date | null; maxUses?: number | null; uses?: number; perPlayerLimit?: number } = {},
    ) {
      const code = `TEST${++couponCounter}X${Date.now().toString(36).toUpperCase()}`;
      await promotionsRepo.insertCoupon(t.database.db, {
        code,
        promotionId,
        validFrom: overrides.validFrom ?? new Date(Date.now() - 60_000),
        validUntil: overrides.validUntil === undefined ? new Date(Date.now() + 86_400_000) : overrides.validUntil,
        maxUses: overrides.maxUses === undefined ? null : overrides.maxUses,
        uses: overrides.uses ?? 0,
        perPlayerLimit: overrides.perPlayerLimit ?? 1,
      });
      return code;
    },

    /** The promotions service on the app's database, for what no call does (the expiry sweep), at a chosen time. */
    serviceAt(now: () => Date) {
      const { db } = t.database;
      const currencies = createCurrenciesService({ db });
      const spinWinnings = createBetHooks({ db, currencies, now });
      return createPromotions({ db, currencies, deposits: createDepositCounter({ db }), spinWinnings, now });
    },

    async ledgerViolations(): Promise<string[]> {
      return (await verifyLedger(t.database.db)).violations;
    },
  };
}
