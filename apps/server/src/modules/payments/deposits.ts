import {
  CARD_TIER_RESTRICTED_COUNTRIES,
  cardTierGateways,
  DEPOSIT_MAX_EUR,
  GATEWAY_MIN_EUR,
  messages,
  type DepositGateway,
  type DepositResponse,
} from '@lodestar/contracts';
import type { z } from 'zod';
import type { depositRequest } from '@lodestar/contracts';
import { AboveMaximum, BelowMinimum, GatewayRefused, NotFound, PaymentsNotConfigured } from '../../platform/domain-errors.ts';
import { postTransaction } from '../ledger/index.ts';
import type { GatewayEvent } from './gateways/gateway-adapter.ts';
import { approximateEuros, formatAmount, priceAmount, type PaymentDeps } from './payment-context.ts';
import { paymentsRepo as repo, type PaymentRow } from './repo.ts';

type DepositInput = z.output<typeof depositRequest>;

/** Gateways that take one currency only (SPEC.md §2, §9). */
const SINGLE_CURRENCY_GATEWAYS: Partial<Record<string, string>> = { payweb: 'CAD', mifinity: 'EUR', brpay: 'BRL' };

/** The failure reason of a paid deposit kept out of play by responsible gambling; staff search for it to refund. */
export const HELD_DEPOSIT_REASON = 'held for refund (responsible gambling)';

export type DepositService = ReturnType<typeof createDepositService>;

/** A completed deposit row as the promotions module sees it (the deposit number is counted separately). */
export const creditedDepositOf = (payment: PaymentRow) => ({
  paymentId: payment.id,
  playerId: payment.playerId,
  currency: payment.currency,
  amount: payment.amount,
  eurRate: payment.eurRate,
  amountEurCents: payment.amountEurCents,
  promotionCoupon: payment.promotionCoupon,
});

export function createDepositService({ db, config, currencies, wallet, gateway, responsibleGambling, promotions, events }: PaymentDeps) {
  const assertGatewayTakes = (gatewayName: string, input: DepositInput, isoCode: string) => {
    const only = SINGLE_CURRENCY_GATEWAYS[gatewayName];
    if (only && input.currency !== only) throw new GatewayRefused(messages.money.gatewayRefused);
    if (input.cardTier) {
      if (cardTierGateways[input.cardTier] !== gatewayName) throw new GatewayRefused(messages.money.gatewayRefused);
      if (CARD_TIER_RESTRICTED_COUNTRIES[input.cardTier]?.includes(isoCode)) throw new GatewayRefused(messages.money.gatewayRefused);
    }
  };

  return {
    /** Records a pending deposit and asks the gateway where the player pays it. */
    async startDeposit(
      playerId: string,
      gatewayName: DepositGateway | 'jeton',
      input: DepositInput & { variant?: string },
      context: { isoCode: string },
    ): Promise<DepositResponse> {
      if (!gateway.configured) throw new PaymentsNotConfigured(messages.money.paymentsNotConfigured);
      const currency = await currencies.get(input.currency);
      if (currency.type !== 'FIAT') throw new GatewayRefused(messages.money.gatewayRefused);
      assertGatewayTakes(gatewayName, input, context.isoCode);
      const price = priceAmount(currency, input.amount);
      if (price.minor < currency.minDeposit)
        throw new BelowMinimum(messages.money.belowMinimumDeposit(approximateEuros(currency.minDeposit, currency)));
      if (price.eurCents < BigInt(GATEWAY_MIN_EUR * 100)) throw new BelowMinimum(messages.money.belowMinimumDeposit(String(GATEWAY_MIN_EUR)));
      if (price.eurCents > BigInt(DEPOSIT_MAX_EUR * 100)) throw new AboveMaximum(messages.money.aboveMaximumDeposit(String(DEPOSIT_MAX_EUR)));
      // Checked again at credit, inside its transaction: the limit may be used up while the player pays.
      await responsibleGambling.assertDepositAllowed(playerId, price.eurCents);
      if (input.promotionCoupon) await promotions.assertDepositCoupon(playerId, input.promotionCoupon);

      await wallet.addCurrency(playerId, input.currency);
      const method = input.cardTier ? `${gatewayName}:${input.cardTier}` : input.variant ? `${gatewayName}:${input.variant}` : gatewayName;
      const payment = await repo.insertPayment(db, {
        playerId,
        kind: 'deposit',
        method,
        currency: currency.code,
        amount: price.minor,
        eurRate: price.eurRate,
        amountEurCents: price.eurCents,
        status: 'PENDING',
        promotionCoupon: input.promotionCoupon || null,
      });
      const started = await gateway.createDeposit({
        paymentId: payment.id,
        gateway: gatewayName,
        variant: input.variant,
        amount: formatAmount(price.minor, currency),
        currency: currency.code,
      });
      await repo.setProviderReference(db, payment.id, started.providerReference);
      const { providerReference: _reference, ...answer } = started;
      return { paymentId: payment.id, ...answer };
    },

    /**
     * Applies a verified gateway event. The status move and the ledger posting share one transaction, and
     * both are conditional, so any number of deliveries credit the deposit once.
     */
    async applyGatewayEvent(gatewayName: string, event: GatewayEvent): Promise<void> {
      const payment = await repo.findPayment(db, event.data.paymentId);
      if (!payment || payment.kind !== 'deposit' || payment.method.split(':')[0] !== gatewayName) throw new NotFound(messages.http.notFound);
      const currency = await currencies.get(payment.currency);
      if (event.data.currency !== payment.currency || event.data.amount !== formatAmount(payment.amount, currency)) {
        throw new GatewayRefused(`The event does not match payment ${payment.id}`);
      }
      if (event.type === 'payment.failed') {
        // Only a pending deposit becomes declined; an expired one stays expired (nothing moved either way).
        await repo.transition(db, payment.id, 'PENDING', 'DECLINED', { failureReason: event.data.reason ?? 'declined by the gateway' });
        return;
      }
      const credited = await db.transaction(async (tx) => {
        // A success for an expired deposit still credits it: the gateway took the player's money, so the deposit
        // happened, however late the news. The conditional move (and the idempotency key) keep it to once.
        const moved = await repo.transition(tx, payment.id, ['PENDING', 'EXPIRED'], 'COMPLETED', { completed: true });
        if (!moved) return false;
        // A player now locked, on a break or over the limit does not get the money to play with: the deposit fails
        // with the reason, nothing reaches the balance, and staff return it (the gateway took it).
        const refusal = await responsibleGambling.admitDeposit(tx, payment.playerId, payment.amountEurCents);
        if (refusal) {
          await repo.transition(tx, payment.id, 'COMPLETED', 'FAILED', { failureReason: `${HELD_DEPOSIT_REASON}: ${refusal}` });
          return false;
        }
        // Counted after the player's lock: a deposit credited concurrently has committed by now, so two deposits
        // never both count as the first.
        const depositNumber = await repo.countCompletedDeposits(tx, payment.playerId);
        await promotions.grantForDeposit(tx, { ...creditedDepositOf(moved), depositNumber });
        await postTransaction(tx, {
          idempotencyKey: `deposit:${payment.id}`,
          kind: 'deposit',
          reference: { type: 'payment', id: payment.id },
          legs: [
            { account: { owner: { type: 'house' }, currency: payment.currency, purpose: 'payments-clearing' }, amount: -payment.amount },
            {
              account: { owner: { type: 'player', playerId: payment.playerId }, currency: payment.currency, purpose: 'cash' },
              amount: payment.amount,
            },
          ],
        });
        return true;
      });
      if (!credited) return;
      wallet.publishBalances(payment.playerId);
      events.publish('deposit.credited', { playerId: payment.playerId });
    },

    /** Marks pending deposits older than DEPOSIT_PENDING_TTL_MINUTES expired; returns how many. */
    async expireStaleDeposits(): Promise<number> {
      return repo.expireStaleDeposits(db, config.DEPOSIT_PENDING_TTL_MINUTES);
    },

    /** What the sandbox checkout page shows. */
    async describeForCheckout(paymentId: string) {
      const payment = await repo.findPayment(db, paymentId);
      if (!payment || payment.kind !== 'deposit') throw new NotFound(messages.http.notFound);
      const currency = await currencies.get(payment.currency);
      return { payment, amount: formatAmount(payment.amount, currency), displayCode: currency.displayCode };
    },
  };
}
