import { z } from 'zod';
import { currencyCodes, PROMO_COUPON_MAX_LENGTH, SUPPORTED_LANGUAGES } from './constants.ts';
import { messages } from './messages.ts';

/** SPEC.md §5: the amount inputs take at most 12 characters. */
export const AMOUNT_MAX_LENGTH = 12;

/**
 * An amount typed by a player, in major units ("30", "0.0015"). Kept as a decimal string end to end:
 * the server converts it to integer minor units with the currency's subunits, never through a float.
 */
export const amountField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: messages.money.amountRequired })
    .trim()
    .min(1, messages.money.amountRequired)
    .max(AMOUNT_MAX_LENGTH, messages.money.amountTooLong)
    .regex(/^\d+(\.\d+)?$/, messages.money.amountInvalid)
    .refine((amount) => /[1-9]/.test(amount), messages.money.amountPositive),
);

export const currencyField = z.enum(currencyCodes, { error: messages.money.currencyRequired });
const couponField = z.string().trim().max(PROMO_COUPON_MAX_LENGTH).optional();

export const currencyTypes = ['FIAT', 'CRYPTO'] as const;
export type CurrencyType = (typeof currencyTypes)[number];

/** SPEC.md §3 Currency, plus what the site needs to show and convert it. */
export const currencySchema = z.object({
  code: z.enum(currencyCodes),
  /** DOG is displayed as DOGE. */
  displayCode: z.string(),
  name: z.string(),
  symbol: z.string(),
  type: z.enum(currencyTypes),
  fiat: z.boolean(),
  subunits_to_unit: z.number().int(),
  /** '(Erc20)' for USDT. */
  tag: z.string().nullable(),
  /** Value of one unit in EUR, as a decimal string. */
  eurRate: z.string(),
  /** Confirmations before a crypto deposit is credited; null for fiat. */
  confirmations: z.number().int().nullable(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyListResponse = z.object({ currencies: z.array(currencySchema) });

export const currencyParams = z.object({ currency: currencyField });

/**
 * Minimums for a currency, in its major units (SPEC.md §3 "Minimums per currency"). minPromotion is the smallest
 * deposit that earns the tier of the player's next deposit (the first one when signed out), never below minDeposit;
 * null when no deposit can earn one any more (5 deposits made).
 */
export const minimumsResponse = z.object({
  currency: z.enum(currencyCodes),
  minDeposit: z.string(),
  minPromotion: z.string().nullable(),
  eurRate: z.string(),
});
export type Minimums = z.infer<typeof minimumsResponse>;
export const rateLimitResponse = z.object({ currency: z.enum(currencyCodes), minWithdraw: z.string() });

/** SPEC.md §3 Fund entry. Amounts are decimal strings in major units. */
export const fundEntry = z.object({
  currency: z.enum(currencyCodes),
  balance: z.string(),
  bonusBalance: z.string(),
  default: z.boolean(),
  freeSpinWallet: z
    .object({
      winUnlockConfig: z.object({
        depositAmount: z.string(),
        depositAmountInEur: z.string(),
        depositCurrency: z.string(),
        extraBonusPercent: z.number(),
      }),
    })
    .nullable(),
});
export type FundEntry = z.infer<typeof fundEntry>;
export const fundsResponse = z.object({ funds: z.array(fundEntry) });
export const currencyRequest = z.object({ currency: currencyField });

export const withdrawableQuery = z.object({ currency: currencyField.optional() });
export const withdrawableResponse = z.object({ currency: z.enum(currencyCodes), withdrawable: z.string() });

export const depositSummary = z.object({ id: z.string(), amount: z.string(), currency: z.enum(currencyCodes), createdAt: z.string() });
export const totalDepositsResponse = z.object({ deposits: z.array(depositSummary) });

export const paymentGatewayCodes = ['KLUWP', 'DEV_CODE', 'EMS', 'BR_PAY', 'CREDIT_CARD', 'INTERACT', 'MI_FINITY', 'JETON'] as const;
export type PaymentGatewayCode = (typeof paymentGatewayCodes)[number];
export const gatewaysResponse = z.object({ gateways: z.array(z.enum(paymentGatewayCodes)) });

/** The `{gateway}` of POST profile/{gateway}/deposit (SPEC.md §7). */
export const depositGateways = [
  'skrill',
  'brpay',
  'paypound',
  'paystudio',
  'mifinity',
  'payweb',
  'devcode',
  'ikajo',
  'pgpaytech',
  'ems',
  'kluwp',
] as const;
export type DepositGateway = (typeof depositGateways)[number];
export const depositGatewayParams = z.object({ gateway: z.enum(depositGateways) });

/** Credit-card gateway tiers of SPEC.md §2 and the gateway each one is served by. */
export const cardTiers = ['Ruby', 'Diamond', 'Platinum', 'Gem'] as const;
export type CardTier = (typeof cardTiers)[number];

export const depositRequest = z.object({
  amount: amountField,
  currency: currencyField,
  promotionCoupon: couponField,
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  paymentMethods: z.array(z.string().max(50)).max(10).optional(),
  /** Which credit-card tier the player picked, for the card gateways. */
  cardTier: z.enum(cardTiers).optional(),
});
export type DepositRequest = z.input<typeof depositRequest>;

export const jetonTypes = ['checkout', 'qr'] as const;
export const jetonParams = z.object({ type: z.enum(jetonTypes) });
export const jetonDepositRequest = depositRequest.extend({ email: z.email() });

/** SPEC.md §3 Deposit responses: which field is set depends on the gateway. */
export const depositResponse = z.object({
  paymentId: z.string(),
  redirectUrl: z.string().optional(),
  qr: z.string().optional(),
  initializationToken: z.string().optional(),
  /** Where the Mifinity widget is served for an initializationToken (the sandbox serves its own). */
  widgetUrl: z.string().optional(),
});
export type DepositResponse = z.infer<typeof depositResponse>;

export const cryptoDepositRequest = z.object({ currency: currencyField, promotionCoupon: couponField });
export const cryptoDepositResponse = z.object({
  currency: z.enum(currencyCodes),
  address: z.string(),
  /** URL of the buy-crypto widget (SPEC.md names the field after Banxa). */
  banxaCheckoutIframe: z.string(),
  confirmations: z.number().int(),
  /** True while the addresses come from the public test mnemonic: nothing sent there is safe. */
  testMode: z.boolean(),
});
export type CryptoDepositResponse = z.infer<typeof cryptoDepositResponse>;

/**
 * True once the player confirmed that cashing out forfeits the active bonus: without it, a request while a promotion
 * is active answers 409 with promotionMessages.withdrawalForfeits and moves nothing.
 */
const forfeitBonusField = z.boolean().optional();
export const cryptoWithdrawRequest = z.object({
  amount: amountField,
  currency: currencyField,
  address: z.string({ error: messages.money.addressRequired }).trim().min(1, messages.money.addressRequired).max(128),
  forfeitBonus: forfeitBonusField,
});
export const fiatWithdrawRequest = z.object({
  amount: amountField,
  currency: currencyField,
  email: z.email().optional(),
  forfeitBonus: forfeitBonusField,
});
export const withdrawResponse = z.object({ withdrawalId: z.string(), status: z.string(), message: z.string() });

/**
 * EXPIRED: a deposit left pending past its time to live (the player never finished the checkout).
 * PAYOUT_UNKNOWN: an approved cashout whose payout timed out or came back undecided: the funds stay held until
 * staff confirm, from the gateway's records, that it was paid or that it failed.
 */
export const paymentStatuses = ['PENDING', 'COMPLETED', 'FAILED', 'DECLINED', 'APPROVED', 'REJECTED', 'PAID', 'EXPIRED', 'PAYOUT_UNKNOWN'] as const;
export const historyKinds = ['deposits', 'withdrawals'] as const;
export const paymentHistoryParams = z.object({ type: z.enum(historyKinds) });
/** from/to: dates as YYYY-MM-DD (to inclusive) or unix seconds. */
export const paymentHistoryQuery = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});
export const paymentHistoryItem = z.object({
  id: z.string(),
  kind: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  method: z.string(),
  amount: z.string(),
  currency: z.enum(currencyCodes),
  status: z.enum(paymentStatuses),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export const paymentIdParams = z.object({ id: z.uuid() });
export const paymentHistoryResponse = z.object({ items: z.array(paymentHistoryItem) });
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;

/** What the live balance stream pushes after every ledger movement touching the player. */
export const balanceEvent = fundsResponse.extend({
  /**
   * The provider's id of the game round whose bet, win or rollback moved the money, when one did. The site holds
   * such a change back until the game frame says it has shown the round (docs/game-frame-protocol.md).
   */
  round: z.string().optional(),
});
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** Operator calls of the cashout queue (the back office comes later). */
export const withdrawalIdParams = z.object({ id: z.uuid() });
export const adminWithdrawal = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string(),
  method: z.string(),
  amount: z.string(),
  currency: z.enum(currencyCodes),
  address: z.string().nullable(),
  status: z.enum(paymentStatuses),
  /** The gateway's reference of the payout, once one was sent (what staff look up when its outcome is unknown). */
  providerReference: z.string().nullable(),
  createdAt: z.string(),
});
export const adminWithdrawalList = z.object({ withdrawals: z.array(adminWithdrawal) });
/** What staff weigh before paying a cashout, for every request of the queue in one call (amounts in EUR, "12.34"). */
export const withdrawalRiskSignals = z.object({
  withdrawalId: z.string(),
  depositsEur: z.string(),
  /** Paid or being paid, this request excluded. */
  withdrawalsEur: z.string(),
  lastDepositAt: z.string().nullable(),
  /** Real-money stakes (free spins excluded, rolled-back bets excluded) since the last completed deposit, in the request's currency. */
  stakesSinceLastDeposit: z.string(),
  activeBonus: z.object({ promotionId: z.string(), currency: z.string() }).nullable(),
  accountCreatedAt: z.string(),
  identityVerified: z.boolean(),
  addressVerified: z.boolean(),
  /** Other players whose cashouts went (or go) to the same payout address or e-wallet email. */
  sharedAddressPlayers: z.array(z.object({ playerId: z.string(), email: z.string() })),
});
export type WithdrawalRiskSignals = z.infer<typeof withdrawalRiskSignals>;
export const withdrawalRiskSignalList = z.object({ signals: z.array(withdrawalRiskSignals) });
export const rejectWithdrawalRequest = z.object({ reason: z.string().trim().max(500).optional() });
/** Staff settle a payout of unknown outcome from the gateway's own records; the reason is what they saw there. */
export const settleUnknownPayoutRequest = z.object({ reason: z.string().trim().min(1, 'Say what the gateway shows').max(500) });
export type SettleUnknownPayoutRequest = z.infer<typeof settleUnknownPayoutRequest>;

/** PUT/GET /api/admin/withdrawals/auto-approval: the EUR amount at or below which a clean cashout is paid at once. */
export const WITHDRAWAL_AUTO_APPROVAL_PATH = '/api/admin/withdrawals/auto-approval';
/** "50", "120.50" (EUR), or null: every cashout waits for staff. */
export const withdrawalAutoApproval = z.object({
  maxEur: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount in EUR, at most 2 decimals')
    .refine((amount) => /[1-9]/.test(amount), 'Enter an amount above 0, or turn automatic approval off')
    .nullable(),
});
export type WithdrawalAutoApproval = z.infer<typeof withdrawalAutoApproval>;
