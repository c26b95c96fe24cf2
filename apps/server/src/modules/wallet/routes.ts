import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, currencyRequest, fundsResponse, withdrawableQuery, withdrawableResponse } from '@lodestar/contracts';
import { openDuringBreak, sessionOf } from '../accounts/index.ts';
import type { WalletService } from './service.ts';
import { guardEveryRoute } from '../../platform/api-docs.ts';
import { createEventStreams } from '../../platform/event-stream.ts';

const tags = ['profile-service'];

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { wallet, requireSession },
) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  openDuringBreak(app);

  app.get(apiPaths.funds, { schema: { tags, summary: 'The player’s wallets and balances', response: { 200: fundsResponse } } }, async (request) => ({
    funds: await wallet.listFunds(sessionOf(request).playerId),
  }));

  app.post(
    apiPaths.funds,
    {
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Add a wallet in a currency', body: currencyRequest, response: { 200: fundsResponse } },
    },
    async (request) => ({ funds: await wallet.addCurrency(sessionOf(request).playerId, request.body.currency) }),
  );

  app.put(
    apiPaths.funds,
    {
      config: { errorStatuses: [404] },
      schema: { tags, summary: 'Make a wallet the default', body: currencyRequest, response: { 200: fundsResponse } },
    },
    async (request) => ({ funds: await wallet.setDefault(sessionOf(request).playerId, request.body.currency) }),
  );

  app.get(
    apiPaths.withdrawable,
    { schema: { tags, summary: 'What can be cashed out now', querystring: withdrawableQuery, response: { 200: withdrawableResponse } } },
    async (request) => {
      const { playerId } = sessionOf(request);
      const currency = request.query.currency ?? (await wallet.defaultCurrency(playerId));
      return { currency, withdrawable: await wallet.withdrawable(playerId, currency) };
    },
  );

  registerBalanceStream(app, wallet);
};

/** Server-Sent Events: the balances now, then again after every movement of the player's money. */
function registerBalanceStream(app: FastifyInstance, wallet: WalletService): void {
  const openEventStream = createEventStreams(app);
  app.get(apiPaths.balanceStream, { schema: { tags, summary: 'Live balances (text/event-stream)' } }, async (request, reply) => {
    const { playerId } = sessionOf(request);
    await openEventStream(request, reply, { eventName: 'balance', subscribe: (send) => wallet.subscribe(playerId, send) });
  });
}
