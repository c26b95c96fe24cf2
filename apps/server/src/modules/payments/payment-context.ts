import { AmountTooPrecise, formatMinorUnits, messages, toMinorUnits } from '@lodestar/contracts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AboveMaximum, AmountTooPreciseError } from '../../platform/domain-errors.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import { eurCentsOf, type CurrenciesService, type CurrencyRow } from '../currencies/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { ResponsibleGambling } from '../responsible-gambling/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { PaymentGatewayAdapter } from './gateways/gateway-adapter.ts';

/** A deposit being credited, as the promotions it may earn see it. */
export interface CreditedDeposit {
  paymentId: string;
  playerId: string;
  currency: string;
  amount: bigint;
  /** The rate the deposit was priced at, and its EUR value at that rate. */
  eurRate: string;
  amountEurCents: bigint;
  promotionCoupon: string | null;
  /** Completed deposits of the player, this one included. */
  depositNumber: number;
}

/** What payments ask of the promotions module (app.ts passes it in; payments never reach into it). */
export interface PaymentPromotions {
  /** Refuses a deposit's coupon the player cannot use, before anything is created. */
  assertDepositCoupon(playerId: string, code: string): Promise<void>;
  /** Registers a crypto deposit's coupon: the chain payment that follows carries none. */
  registerDepositCoupon(playerId: string, code: string): Promise<void>;
  /** Grants what the deposit earns, inside its credit transaction, after the responsible-gambling lock and before any posting. */
  grantForDeposit(tx: Transaction, deposit: CreditedDeposit): Promise<void>;
  /** Inside a cashout's transaction, before its hold: refuses while a bonus is active unless forfeitBonus, which forfeits it. */
  /** The active promotion, if any: a risk signal of the staff's cashout queue. */
  activeBonusOf(playerId: string): Promise<{ promotionId: string; currency: string } | null>;
  settleBeforeWithdrawal(tx: Transaction, playerId: string, choice: { forfeitBonus: boolean }): Promise<void>;
}

/** What the payment use cases share. */
export interface PaymentDeps {
  db: Database;
  config: Config;
  currencies: CurrenciesService;
  wallet: WalletService;
  profiles: ProfileService;
  gateway: PaymentGatewayAdapter;
  /** Players' emails, for the staff list of cashouts. */
  players: Pick<PlayerDirectory, 'emailsOf' | 'contactsOf'>;
  /** Refuses deposits of a locked, cooling-off or excluded player, and deposits over the player's limit. */
  responsibleGambling: Pick<ResponsibleGambling, 'assertDepositAllowed' | 'admitDeposit'>;
  promotions: PaymentPromotions;
  /** Where credited deposits and requested cashouts are announced (analytics counts them). */
  events: DomainEvents;
}

/** No single payment is larger (about 90 million BTC); keeps every sum of amounts far inside PostgreSQL's bigint. */
export const MAX_MINOR_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

/** A typed amount in the currency's minor units, with its EUR value at today's rate (kept with the payment). */
export function priceAmount(currency: CurrencyRow, amount: string) {
  let minor: bigint;
  try {
    minor = toMinorUnits(amount, currency.subunitsToUnit);
  } catch (error) {
    if (error instanceof AmountTooPrecise) throw new AmountTooPreciseError(messages.money.amountTooPrecise(error.decimals));
    throw error;
  }
  // Twelve digits of a currency with 10^8 subunits overflow a bigint column: refuse them before any SQL sees them.
  if (minor > MAX_MINOR_UNITS) throw new AboveMaximum(messages.money.amountTooLarge);
  return { minor, eurCents: eurCentsOf(minor, currency), eurRate: currency.eurRate };
}

/** "~10" for a minimum worth 9.87 EUR: the deposit modal's wording rounds up to whole euros. */
export function approximateEuros(minor: bigint, currency: CurrencyRow): string {
  const cents = eurCentsOf(minor, currency);
  return ((cents + 99n) / 100n).toString();
}

export const formatAmount = (minor: bigint, currency: CurrencyRow) => formatMinorUnits(minor, currency.subunitsToUnit);
