import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWithdrawalList,
  rejectWithdrawalRequest,
  settleUnknownPayoutRequest,
  withdrawalIdParams,
  withdrawalRiskSignalList,
  type CurrencyCode,
  WITHDRAWAL_AUTO_APPROVAL_PATH,
  withdrawalAutoApproval,
} from '@lodestar/contracts';
import { z } from 'zod';
import type { CurrenciesService } from '../currencies/index.ts';
import type { AutoApprovalSettings } from './auto-approval.ts';
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
    providerReference: payment.providerReference,
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

  // A payout of unknown outcome is settled once, by a person who checked the gateway: the reason is mandatory and
  // lands in the audit row (the staff guard records the body), a second or concurrent decision answers 409.
  const settle = (
    outcome: 'confirm-paid' | 'confirm-failed',
    summary: string,
    decide: (id: string, reason: string) => Promise<{ id: string; status: string }>,
  ) =>
    app.post(
      `${ADMIN_WITHDRAWALS_PATH}/:id/${outcome}`,
      {
        config: { errorStatuses: [409] },
        schema: { tags, summary, params: withdrawalIdParams, body: settleUnknownPayoutRequest, response: { 200: decided } },
      },
      async (request) => {
        const payment = await decide(request.params.id, request.body.reason);
        return { id: payment.id, status: payment.status };
      },
    );
  settle('confirm-paid', 'A payout of unknown outcome was paid, as the gateway shows', (id) => withdrawals.confirmPaid(id));
  settle('confirm-failed', 'A payout of unknown outcome failed, as the gateway shows: the funds go back to the player', (id, reason) =>
    withdrawals.confirmFailed(id, reason),
  );
};

/** The automatic approval threshold, for staff with withdrawals:configure (the guard audits every change). */
export const adminWithdrawalSettingsRoutes: FastifyPluginAsyncZod<{ settings: AutoApprovalSettings; requireStaff: RequireStaff }> = async (
  app,
  { settings, requireStaff },
) => {
  app.addHook('onRequest', requireStaff('withdrawals:configure'));
  const tags = ['admin'];

  app.get(
    WITHDRAWAL_AUTO_APPROVAL_PATH,
    {
      schema: { tags, summary: 'The EUR amount at or below which a clean cashout is paid without staff', response: { 200: withdrawalAutoApproval } },
    },
    async () => settings.get(),
  );

  app.put(
    WITHDRAWAL_AUTO_APPROVAL_PATH,
    {
      schema: {
        tags,
        summary: 'Sets the automatic approval threshold in EUR, or turns it off (null)',
        body: withdrawalAutoApproval,
        response: { 200: withdrawalAutoApproval },
      },
    },
    async (request) => settings.set(request.body),
  );
};
