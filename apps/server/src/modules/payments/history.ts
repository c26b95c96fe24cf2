import { messages, paymentGatewayCodes, type CurrencyCode, type PaymentHistoryItem } from '@lodestar/contracts';
import { NotFound } from '../../platform/domain-errors.ts';
import type { PaymentDeps } from './payment-context.ts';
import { formatAmount } from './payment-context.ts';
import { paymentsRepo as repo, type PaymentRow } from './repo.ts';

const DAY_MS = 86_400_000;

/** from/to as YYYY-MM-DD (to inclusive) or unix seconds (to exclusive). */
export function parseHistoryBound(value: string | undefined, bound: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(day)) return undefined;
    return new Date(bound === 'to' ? day + DAY_MS : day);
  }
  if (/^\d{1,12}$/.test(value)) return new Date(Number(value) * 1000);
  return undefined;
}

export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;

export function createPaymentHistoryService({ db, currencies, gateway }: PaymentDeps) {
  const toItem = async (payment: PaymentRow): Promise<PaymentHistoryItem> => ({
    id: payment.id,
    kind: payment.kind === 'deposit' ? 'DEPOSIT' : 'WITHDRAWAL',
    method: payment.method,
    amount: formatAmount(payment.amount, await currencies.get(payment.currency)),
    currency: payment.currency as CurrencyCode,
    status: payment.status,
    address: payment.address,
    createdAt: payment.createdAt.toISOString(),
  });

  return {
    async list(playerId: string, currencyType: 'FIAT' | 'CRYPTO', kind: 'deposit' | 'withdrawal', range: { from?: string; to?: string }) {
      const rows = await repo.listForPlayer(db, {
        playerId,
        kind,
        currencies: await currencies.codesOfType(currencyType),
        from: parseHistoryBound(range.from, 'from'),
        to: parseHistoryBound(range.to, 'to'),
        // An expired deposit was never paid: it leaves the player's history (its own status call still answers).
        hiddenStatuses: ['EXPIRED'],
      });
      return Promise.all(rows.map(toItem));
    },

    /** The player's newest deposits or cashouts in every currency and status, expired ones included, for staff. */
    async recentOf(playerId: string, kind: 'deposit' | 'withdrawal', limit: number) {
      const rows = await repo.listForPlayer(db, { playerId, kind, limit });
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          amount: formatAmount(row.amount, await currencies.get(row.currency)),
          currency: row.currency,
          method: row.method,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
        })),
      );
    },

    /** One of the player's payments, e.g. for the deposit modal to learn how a checkout ended. */
    async one(playerId: string, paymentId: string): Promise<PaymentHistoryItem> {
      const payment = await repo.findPayment(db, paymentId);
      if (!payment || payment.playerId !== playerId) throw new NotFound(messages.http.notFound);
      return toItem(payment);
    },

    async completedDeposits(playerId: string) {
      const rows = await repo.completedDeposits(db, playerId);
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          amount: formatAmount(row.amount, await currencies.get(row.currency)),
          currency: row.currency as CurrencyCode,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },

    /** Every gateway runs through the configured adapter (the sandbox emulates them all); none without one. */
    gateways: () => (gateway.configured ? [...paymentGatewayCodes] : []),
  };
}
