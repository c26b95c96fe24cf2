import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  cryptoDepositRequest,
  cryptoDepositResponse,
  cryptoWithdrawRequest,
  depositGatewayParams,
  depositRequest,
  depositResponse,
  fiatWithdrawRequest,
  gatewaysResponse,
  jetonDepositRequest,
  jetonParams,
  messages,
  paymentHistoryItem,
  paymentHistoryParams,
  paymentIdParams,
  paymentHistoryQuery,
  paymentHistoryResponse,
  PROFILE_SERVICE,
  totalDepositsResponse,
  withdrawResponse,
} from '@lodestar/contracts';
import { openDuringBreak, sessionOf } from '../accounts/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { CryptoDepositService } from './crypto-deposits.ts';
import type { DepositService } from './deposits.ts';
import type { PaymentHistoryService } from './history.ts';
import type { WithdrawalService } from './withdrawals.ts';
import { declareErrorStatuses, guardEveryRoute } from '../../platform/api-docs.ts';

export interface PaymentRoutesOptions {
  deposits: DepositService;
  cryptoDeposits: CryptoDepositService;
  withdrawals: WithdrawalService;
  history: PaymentHistoryService;
  geo: GeoService;
  limiter: RateLimiter;
  requireSession: preHandlerAsyncHookHandler;
  buyCryptoUrl: string;
}

const tags = ['profile-service'];
/** The player's payment lists (profile/fiat/:type, profile/crypto/:type) and one payment (profile/payment/:id). */
const paymentHistoryPaths = new RegExp(`^${PROFILE_SERVICE}/profile/((fiat|crypto)/:type|payment/:id)$`);

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { deposits, cryptoDeposits, withdrawals, history, geo, limiter, requireSession, buyCryptoUrl } = options;
  guardEveryRoute(app, requireSession, 'sessionCookie');
  // A player on a break keeps cashouts and the history of their payments; deposits and gateways are closed to them.
  openDuringBreak(app, (route) => route.url.endsWith('/withdraw') || paymentHistoryPaths.test(route.url));
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET') await limiter.hit('paymentPerAccount', sessionOf(request).playerId);
  });
  declareErrorStatuses(app, [429], (route) => route.method !== 'GET');
  // Deposits of a locked (423), cooling-off or self-excluded (451) player are refused; over a limit answers 403.
  declareErrorStatuses(app, [423, 451], (route) => route.url.endsWith('/deposit'));
  // A cashout while a bonus is active, not confirmed with forfeitBonus.
  declareErrorStatuses(app, [409], (route) => route.url.endsWith('/withdraw'));

  app.post(
    `${PROFILE_SERVICE}/profile/:gateway/deposit`,
    {
      schema: {
        tags,
        summary: 'Start a fiat deposit through a gateway',
        params: depositGatewayParams,
        body: depositRequest,
        response: { 200: depositResponse },
      },
    },
    async (request) =>
      deposits.startDeposit(sessionOf(request).playerId, request.params.gateway, request.body, { isoCode: geo.locate(request.ip).isoCode }),
  );

  app.post(
    `${PROFILE_SERVICE}/profile/jeton/:type/deposit`,
    {
      schema: {
        tags,
        summary: 'Start a Jeton deposit (checkout redirect or QR)',
        params: jetonParams,
        body: jetonDepositRequest,
        response: { 200: depositResponse },
      },
    },
    async (request) =>
      deposits.startDeposit(
        sessionOf(request).playerId,
        'jeton',
        { ...request.body, variant: request.params.type },
        { isoCode: geo.locate(request.ip).isoCode },
      ),
  );

  app.post(
    apiPaths.jetonCashDeposit,
    { schema: { tags, summary: 'Start a Jeton Cash deposit', body: depositRequest, response: { 200: depositResponse } } },
    async (request) =>
      deposits.startDeposit(sessionOf(request).playerId, 'jeton', { ...request.body, variant: 'cash' }, { isoCode: geo.locate(request.ip).isoCode }),
  );

  app.post(
    apiPaths.cryptoDeposit,
    {
      schema: {
        tags,
        summary: 'The player’s deposit address for a crypto currency',
        body: cryptoDepositRequest,
        response: { 200: cryptoDepositResponse },
      },
    },
    async (request) => cryptoDeposits.depositAddress(sessionOf(request).playerId, request.body.currency, buyCryptoUrl, request.body.promotionCoupon),
  );

  const cashoutAnswer = (payment: { id: string; status: string }) => ({
    withdrawalId: payment.id,
    status: payment.status,
    message: messages.money.cashoutSent,
  });
  app.post(
    apiPaths.cryptoWithdraw,
    { schema: { tags, summary: 'Request a crypto cashout', body: cryptoWithdrawRequest, response: { 200: withdrawResponse } } },
    async (request) =>
      cashoutAnswer(await withdrawals.request(sessionOf(request).playerId, { ...request.body, destination: request.body.address, method: 'crypto' })),
  );
  app.post(
    apiPaths.fiatWithdraw,
    { schema: { tags, summary: 'Request a fiat cashout', body: fiatWithdrawRequest, response: { 200: withdrawResponse } } },
    async (request) => {
      const { playerId } = sessionOf(request);
      const destination = request.body.email ?? '';
      return cashoutAnswer(await withdrawals.request(playerId, { ...request.body, destination, method: 'skrill' }));
    },
  );

  for (const currencyKind of ['fiat', 'crypto'] as const) {
    app.get(
      `${PROFILE_SERVICE}/profile/${currencyKind}/:type`,
      {
        schema: {
          tags,
          summary: `The player’s ${currencyKind} deposits or withdrawals`,
          params: paymentHistoryParams,
          querystring: paymentHistoryQuery,
          response: { 200: paymentHistoryResponse },
        },
      },
      async (request) => ({
        items: await history.list(
          sessionOf(request).playerId,
          currencyKind === 'fiat' ? 'FIAT' : 'CRYPTO',
          request.params.type === 'deposits' ? 'deposit' : 'withdrawal',
          request.query,
        ),
      }),
    );
  }

  app.get(apiPaths.totalDeposits, { schema: { tags, summary: 'Completed deposits', response: { 200: totalDepositsResponse } } }, async (request) => ({
    deposits: await history.completedDeposits(sessionOf(request).playerId),
  }));

  app.get(
    `${PROFILE_SERVICE}/profile/payment/:id`,
    { schema: { tags, summary: 'One of the player’s payments and its status', params: paymentIdParams, response: { 200: paymentHistoryItem } } },
    async (request) => history.one(sessionOf(request).playerId, request.params.id),
  );

  app.get(apiPaths.gateways, { schema: { tags, summary: 'Payment gateways open to the player', response: { 200: gatewaysResponse } } }, async () => ({
    gateways: history.gateways(),
  }));
};
