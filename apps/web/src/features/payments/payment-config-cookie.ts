import { z } from 'zod';
import { PAYMENT_CONFIG_COOKIE, PAYMENT_CONFIG_COOKIE_MAX_AGE_SECONDS, currencyCodes } from '@lodestar/contracts';
import { readCookie, writeCookie } from '@/lib/cookies';

/** SPEC.md §3 "Payment config cookie": the gateways that failed, and the deposit the player was making. */
const paymentConfig = z.object({
  tabs: z.array(z.string()).default([]),
  depositAmount: z.string().optional(),
  currency: z.enum(currencyCodes).optional(),
  promotionCoupon: z.string().optional(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;

export function readPaymentConfig(): PaymentConfig | undefined {
  const raw = readCookie(PAYMENT_CONFIG_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = paymentConfig.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Gateway codes and card tiers that failed in the last 20 minutes: the deposit modal flags them. */
export const failedPaymentTabs = (): readonly string[] => readPaymentConfig()?.tabs ?? [];

/**
 * Records a failed gateway (a refused deposit call, or a payment that came back declined) for 20 minutes, with
 * the deposit it was for, so the modal can flag it and offer the same deposit again.
 */
export function recordFailedPayment(tab: string, deposit: { amount: string; currency: string; promotionCoupon: string }): void {
  const tabs = new Set(failedPaymentTabs());
  tabs.add(tab);
  const config: PaymentConfig = {
    tabs: [...tabs],
    depositAmount: deposit.amount,
    currency: paymentConfig.shape.currency.safeParse(deposit.currency).data,
    promotionCoupon: deposit.promotionCoupon,
  };
  writeCookie(PAYMENT_CONFIG_COOKIE, JSON.stringify(config), PAYMENT_CONFIG_COOKIE_MAX_AGE_SECONDS);
}
