import type { Database } from '../../db/client.ts';
import { paymentsRepo as repo } from './repo.ts';

/** A read model other modules use: a player's completed deposits (the promotions' deposit number) and one deposit's amount. */
export function createDepositCounter({ db }: { db: Database }) {
  return {
    completedDeposits: (playerId: string) => repo.countCompletedDeposits(db, playerId),
    async amountOf(paymentId: string): Promise<{ amount: bigint; amountEurCents: bigint } | undefined> {
      const payment = await repo.findPayment(db, paymentId);
      return payment && { amount: payment.amount, amountEurCents: payment.amountEurCents };
    },
  };
}
