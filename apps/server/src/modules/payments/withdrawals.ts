import { messages, type CurrencyCode } from '@lodestar/contracts';
import {
  BelowMinimum,
  GatewayRefused,
  InvalidAddress,
  NotFound,
  PaymentNotPending,
  PaymentsNotConfigured,
  VerificationRequired,
} from '../../platform/domain-errors.ts';
import { appendAudit } from '../audit/index.ts';
import { postTransaction, type AccountRef } from '../ledger/index.ts';
import { autoApprovalAuditEntry, autoApprovalThresholdFor } from './auto-approval.ts';
import { isValidWithdrawalAddress } from './crypto/address-validation.ts';
import { cryptoCurrencies, type CryptoCurrency } from './crypto/crypto-currencies.ts';
import { formatAmount, priceAmount, type PaymentDeps } from './payment-context.ts';
import { paymentsRepo as repo, type PaymentRow } from './repo.ts';

export interface WithdrawalRequest {
  amount: string;
  currency: CurrencyCode;
  /** A crypto address, or the e-wallet email of a fiat cashout. */
  destination: string;
  method: 'crypto' | 'skrill';
  /** The player confirmed that cashing out forfeits the active bonus. */
  forfeitBonus?: boolean;
}

const cash = (playerId: string, currency: string): AccountRef => ({ owner: { type: 'player', playerId }, currency, purpose: 'cash' });
const hold = (playerId: string, currency: string): AccountRef => ({ owner: { type: 'player', playerId }, currency, purpose: 'withdrawal-hold' });

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/** Where the held funds of a cashout go when it ends: to the clearing account (paid) or back to cash. */
interface HoldPosting {
  key: string;
  kind: string;
  toAccount: (payment: PaymentRow) => AccountRef;
}
const paidPosting: HoldPosting = {
  key: 'withdrawal-paid',
  kind: 'withdrawal-paid',
  toAccount: (payment) => ({ owner: { type: 'house' }, currency: payment.currency, purpose: 'payments-clearing' }),
};
const releasePosting: HoldPosting = {
  key: 'withdrawal-release',
  kind: 'withdrawal-release',
  toAccount: (payment) => cash(payment.playerId, payment.currency),
};

/**
 * Cashouts (DESIGN.md "Payments"): the funds go on hold at request, staff approve (paid through the gateway)
 * or reject (the hold goes back to cash). A player cannot take a request back.
 */
export function createWithdrawalService({ db, currencies, wallet, profiles, gateway, players, promotions, events }: PaymentDeps) {
  const finish = async (
    id: string,
    from: PaymentRow['status'],
    to: PaymentRow['status'],
    posting: HoldPosting,
    failureReason?: string,
    expected = 'pending',
  ) => {
    const payment = await db.transaction(async (tx) => {
      const moved = await repo.transition(tx, id, from, to, { failureReason, completed: true });
      if (!moved) return undefined;
      await postTransaction(tx, {
        idempotencyKey: `${posting.key}:${id}`,
        kind: posting.kind,
        reference: { type: 'payment', id },
        legs: [
          { account: hold(moved.playerId, moved.currency), amount: -moved.amount },
          { account: posting.toAccount(moved), amount: moved.amount },
        ],
      });
      return moved;
    });
    if (!payment) throw await notInStatusError(id, expected);
    wallet.publishBalances(payment.playerId);
    return payment;
  };

  /** Why a decision found the cashout in another status: 404 if there is no such cashout, else 409. */
  const notInStatusError = async (id: string, expected: string) => {
    const existing = await repo.findPayment(db, id);
    if (!existing || existing.kind !== 'withdrawal') return new NotFound(messages.http.notFound);
    return new PaymentNotPending(`This cashout is ${existing.status.toLowerCase().replace('_', ' ')}, not ${expected}`);
  };

  /**
   * Approves a pending cashout and pays it through the gateway. A payout whose outcome the gateway leaves open
   * (or that times out) is held as PAYOUT_UNKNOWN: refunding it could pay the player twice, retrying it could
   * pay twice too, so only staff settle it, from the gateway's records (confirmPaid / confirmFailed).
   */
  const approve = async (id: string): Promise<PaymentRow> => {
    if (!gateway.configured) throw new PaymentsNotConfigured(messages.money.paymentsNotConfigured);
    const approved = await repo.transition(db, id, 'PENDING', 'APPROVED');
    if (!approved) throw await notInStatusError(id, 'pending');
    const currency = await currencies.get(approved.currency);
    const payout = await gateway
      .createPayout({
        paymentId: id,
        method: approved.method,
        amount: formatAmount(approved.amount, currency),
        currency: approved.currency,
        destination: approved.address ?? '',
      })
      .catch((error: unknown) => ({ providerReference: null, outcome: 'unknown' as const, error: String(error).slice(0, 300) }));
    if (payout.providerReference) await repo.setProviderReference(db, id, payout.providerReference);
    if (payout.outcome === 'unknown') {
      const failureReason = 'error' in payout ? payout.error : 'the gateway answered without a final outcome';
      const held = await repo.transition(db, id, 'APPROVED', 'PAYOUT_UNKNOWN', { failureReason });
      if (!held) throw new Error(`cashout ${id} left APPROVED while its payout was being sent`);
      return held;
    }
    return finish(id, 'APPROVED', 'PAID', paidPosting);
  };

  return {
    async request(playerId: string, input: WithdrawalRequest) {
      // Nothing could pay it: refuse before the funds go on hold.
      if (!gateway.configured) throw new PaymentsNotConfigured(messages.money.paymentsNotConfigured);
      const currency = await currencies.get(input.currency);
      const isCryptoCurrency = (cryptoCurrencies as readonly string[]).includes(input.currency);
      if ((input.method === 'crypto') !== isCryptoCurrency) throw new GatewayRefused(messages.money.gatewayRefused);
      if (!(await profiles.isVerifiedForCashout(playerId))) throw new VerificationRequired(messages.money.verificationRequired);
      if (input.method === 'crypto' && !isValidWithdrawalAddress(input.currency as CryptoCurrency, input.destination)) {
        throw new InvalidAddress(messages.money.addressInvalid(currency.displayCode));
      }
      const price = priceAmount(currency, input.amount);
      if (price.minor < currency.minWithdraw) {
        throw new BelowMinimum(messages.money.belowMinimumWithdraw(formatAmount(currency.minWithdraw, currency), currency.displayCode));
      }
      // Read before the request: a bonus it forfeits is no longer active once it commits, yet still keeps it for staff.
      const hadActiveBonus = (await promotions.activeBonusOf(playerId)) !== null;
      const payment = await db.transaction(async (tx) => {
        // Bonus money never leaves as cash: an active promotion is forfeited first, in this transaction, once confirmed.
        await promotions.settleBeforeWithdrawal(tx, playerId, { forfeitBonus: input.forfeitBonus === true });
        const created = await repo.insertPayment(tx, {
          playerId,
          kind: 'withdrawal',
          method: input.method,
          currency: currency.code,
          amount: price.minor,
          eurRate: price.eurRate,
          amountEurCents: price.eurCents,
          status: 'PENDING',
          address: input.destination,
        });
        // Not enough cash makes this throw, and the request row above goes with it.
        await postTransaction(tx, {
          idempotencyKey: `withdrawal-hold:${created.id}`,
          kind: 'withdrawal-hold',
          reference: { type: 'payment', id: created.id },
          legs: [
            { account: cash(playerId, currency.code), amount: -price.minor },
            { account: hold(playerId, currency.code), amount: price.minor },
          ],
        });
        return created;
      });
      wallet.publishBalances(playerId);
      events.publish('cashout.requested', { playerId });
      // Paid at once by the system when it qualifies: an unknown payout outcome is then held for staff like any other.
      const threshold = await autoApprovalThresholdFor(db, payment, { hadActiveBonus });
      if (threshold === null) return payment;
      await appendAudit(db, autoApprovalAuditEntry(payment, threshold));
      return approve(payment.id);
    },

    approve,

    /** Staff saw at the gateway that a payout of unknown outcome was paid: the held funds leave for good (their reason is in the audit log). */
    async confirmPaid(id: string): Promise<PaymentRow> {
      return finish(id, 'PAYOUT_UNKNOWN', 'PAID', paidPosting, undefined, 'waiting for a payout outcome');
    },

    /** Staff saw at the gateway that a payout of unknown outcome failed: the held funds go back to the player's cash. */
    async confirmFailed(id: string, reason: string): Promise<PaymentRow> {
      return finish(id, 'PAYOUT_UNKNOWN', 'FAILED', releasePosting, reason, 'waiting for a payout outcome');
    },

    /** Rejects a pending cashout: the held funds return to the player's cash. */
    async reject(id: string, reason: string | undefined): Promise<PaymentRow> {
      return finish(id, 'PENDING', 'REJECTED', releasePosting, reason ?? 'rejected by staff');
    },

    /** Cashouts waiting for staff or for the gateway, oldest first, with the player's email. */
    async pending() {
      const rows = await repo.withdrawalsWithStatus(db, ['PENDING', 'APPROVED', 'PAYOUT_UNKNOWN']);
      const emails = await players.emailsOf(rows.map((payment) => payment.playerId));
      // Every payment has its player (a foreign key); the lookup by id is the join the list needs.
      return rows.flatMap((payment) => {
        const email = emails.get(payment.playerId);
        return email === undefined ? [] : [{ payment, email }];
      });
    },
  };
}
