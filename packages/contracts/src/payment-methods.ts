import type { CardTier, CurrencyCode, DepositGateway, PaymentGatewayCode } from './index.ts';

/**
 * How the deposit modal's methods (SPEC.md §2) reach the deposit calls of §7. A method is offered when its
 * gateway code is in GET profile/payment/gateways and the currency fits.
 */
export interface FiatPaymentMethod {
  code: PaymentGatewayCode;
  label: string;
  /** Currencies the method takes; undefined means every fiat currency. */
  currencies?: readonly CurrencyCode[];
  /** How the web app continues after the deposit call: a frame in the payment modal, or a full-page redirect. */
  flow: 'iframe' | 'redirect' | 'widget' | 'jeton';
  /** The {gateway} of POST profile/{gateway}/deposit; card tiers name theirs below. */
  gateway?: DepositGateway;
}

export const fiatPaymentMethods: readonly FiatPaymentMethod[] = [
  { code: 'CREDIT_CARD', label: 'Credit Card', flow: 'iframe' },
  { code: 'INTERACT', label: 'Interac', currencies: ['CAD'], flow: 'iframe', gateway: 'payweb' },
  { code: 'MI_FINITY', label: 'Mifinity', currencies: ['EUR'], flow: 'widget', gateway: 'mifinity' },
  { code: 'JETON', label: 'Jeton', flow: 'jeton' },
  { code: 'KLUWP', label: 'Kluwp', flow: 'redirect', gateway: 'kluwp' },
  { code: 'EMS', label: 'EMS', flow: 'redirect', gateway: 'ems' },
  { code: 'DEV_CODE', label: 'DevCode', flow: 'redirect', gateway: 'devcode' },
  { code: 'BR_PAY', label: 'BR Pay', currencies: ['BRL'], flow: 'redirect', gateway: 'brpay' },
];

/** The credit-card gateway tiers of SPEC.md §2: fee 0 %, instant (§9). Platinum is closed to US visitors. */
export const cardTierGateways: Readonly<Record<CardTier, DepositGateway>> = {
  Ruby: 'ikajo',
  Diamond: 'paystudio',
  Platinum: 'pgpaytech',
  Gem: 'paypound',
};
export const CARD_TIER_RESTRICTED_COUNTRIES: Readonly<Partial<Record<CardTier, readonly string[]>>> = { Platinum: ['US'] };

/** Crypto purchase widgets of SPEC.md §9. */
export interface BuyCryptoProvider {
  id: 'banxa' | 'moonpay' | 'transak';
  name: string;
  fee: string | null;
  duration: string | null;
  /** Above this amount in EUR the provider verifies the buyer's identity. */
  verificationAboveEur: number | null;
}
export const buyCryptoProviders: readonly BuyCryptoProvider[] = [
  { id: 'banxa', name: 'Banxa', fee: '5%', duration: '~15 minutes', verificationAboveEur: 200 },
  { id: 'moonpay', name: 'MoonPay', fee: '4.5%', duration: '~20 minutes', verificationAboveEur: 100 },
  { id: 'transak', name: 'Transak', fee: null, duration: null, verificationAboveEur: null },
];

/** SPEC.md §9 constants of the money screens. */
export const QUICK_DEPOSIT_AMOUNTS_EUR = [30, 75, 100] as const;
export const GATEWAY_MIN_EUR = 10;
/** The largest single gateway deposit, in EUR at the day's rate, whatever the currency (an operator's limit, not SPEC.md's). */
export const DEPOSIT_MAX_EUR = 100_000;
export const PROMOTION_MAX_DEPOSITS = 5;
export const PAYMENT_CONFIG_COOKIE = 'payment_config';
export const PAYMENT_CONFIG_COOKIE_MAX_AGE_SECONDS = 20 * 60;
export const PAYMENT_MODAL_TIMEOUT_MS = 600_000;
export const BALANCE_CHANGE_FLAG_INTERVAL_MS = 15_000;
/** Not in SPEC.md: how often the site asks a pending checkout's status (a decline moves no money, so no balance event tells it). */
export const CHECKOUT_STATUS_POLL_MS = 5_000;
export const REDIRECT_DELAY_MS = 500;
export const MODAL_RESET_DELAY_MS = 500;
export const COPY_CONFIRMATION_MS = 2000;
export const CASHOUT_LIMITS_TEXT = { min: '10.00 EUR', max: '400.00 EUR' } as const;

/** SPEC.md §9 bonus tiers by deposit number, shown by the deposit modal (granting them is the bonus work). */
export interface BonusTier {
  depositNumber: number;
  fromEur: number;
  percent: number;
  freeSpins: number;
}
export const bonusTiers: readonly BonusTier[] = [
  { depositNumber: 1, fromEur: 16, percent: 50, freeSpins: 100 },
  { depositNumber: 1, fromEur: 50, percent: 125, freeSpins: 125 },
  { depositNumber: 1, fromEur: 100, percent: 200, freeSpins: 150 },
  { depositNumber: 2, fromEur: 20, percent: 150, freeSpins: 100 },
  { depositNumber: 3, fromEur: 0, percent: 100, freeSpins: 100 },
  { depositNumber: 4, fromEur: 0, percent: 100, freeSpins: 100 },
  { depositNumber: 5, fromEur: 0, percent: 200, freeSpins: 100 },
];
export const BONUS_MAX_EUR = 8000;
