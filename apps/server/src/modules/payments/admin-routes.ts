import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWithdrawalList, rejectWithdrawalRequest, withdrawalIdParams, withdrawalRiskSignalList, type CurrencyCode } from '@lodestar/contracts';
import { z } from 'zod';
import type { CurrenciesService } from '../currencies/index.ts';
import type { RequireStaff } from '../staff/index.ts';
import { formatAmount } from './payment-context.ts';
import type { WithdrawalRiskService } from './withdrawal-risk.ts';
import type { WithdrawalService } from './withdrawals.ts';

export const ADMIN_WITHDRAWALS_PATH = '/api/admin/withdrawals';
export const ADMIN_WITHDRAWAL_RISK_PATH = `${ADMIN_WITHDRAWALS_PATH}/risk-signals`;

type PendingWithdrawal = Awaited<ReturnType<WithdrawalService['pending']>>[number];

/** The cashout queue for staff with withdrawals:review (the back office, and `npm run withdrawals` through a staff API token). */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalService;
  risk: WithdrawalRiskService;
  currencies: CurrenciesService;
  requireStaff: RequireStaff;
}> = async (app, { withdrawals, risk, currencies, requireStaff }) => {
  app.addHook('onRequest', requireStaff('withdrawals:review'));

  const view = async ({ payment, email }: PendingWithdrawal) => ({
    id: payment.id,
    playerId: payment.playerId,
    playerEmail: email,
    method: payment.method,
    amount: formatAmount(payment.amount, await currencies.get(payment.currency)),
    currency: payment.currency as CurrencyCode,
    address: payment.address,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
  });
  const tags = ['admin'];
  const decided = z.object({ id: z.string(), status: z.string() });

  app.get(
    ADMIN_WITHDRAWALS_PATH,
    { schema: { tags, summary: 'Cashouts waiting for a decision', response: { 200: adminWithdrawalList } } },
    async () => ({
      withdrawals: await Promise.all((await withdrawals.pending()).map(view)),
    }),
  );

  app.get(
    ADMIN_WITHDRAWAL_RISK_PATH,
    { schema: { tags, summary: 'Risk signals of every cashout in the queue, oldest first', response: { 200: withdrawalRiskSignalList } } },
    async () => ({ signals: await risk.ofQueue() }),
  );

  app.post(
    `${ADMIN_WITHDRAWALS_PATH}/:id/approve`,
    {
      config: { errorStatuses: [409] },
      schema: { tags, summary: 'Approve and pay a cashout', params: withdrawalIdParams, response: { 200: decided } },
    },
    async (request) => {
      const payment = await withdrawals.approve(request.params.id);
      return { id: payment.id, status: payment.status };
    },
  );

  app.post(
    `${ADMIN_WITHDRAWALS_PATH}/:id/reject`,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'Reject a cashout; the funds go back to the player',
        params: withdrawalIdParams,
        body: rejectWithdrawalRequest.default({}),
        response: { 200: decided },
      },
    },
    async (request) => {
      const payment = await withdrawals.reject(request.params.id, request.body.reason);
      return { id: payment.id, status: payment.status };
    },
  );
};
