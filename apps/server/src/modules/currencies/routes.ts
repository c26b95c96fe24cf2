import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  type CurrencyCode,
  currencyListResponse,
  currencyParams,
  minimumsResponse,
  PROFILE_SERVICE,
  rateLimitResponse,
} from '@lodestar/contracts';
import type { CurrenciesService } from './service.ts';

/** EUR cents of the smallest deposit that earns a promotion for whoever asks (null: none can); the promotions module answers. */
export type PromotionMinimumOf = (request: FastifyRequest) => Promise<bigint | null>;

export const currenciesRoutes: FastifyPluginAsyncZod<{ currencies: CurrenciesService; promotionMinimumOf: PromotionMinimumOf }> = async (
  app,
  { currencies, promotionMinimumOf },
) => {
  const listSchema = { summary: 'Every currency a wallet can hold', response: { 200: currencyListResponse } };
  const list = async () => ({ currencies: await currencies.list() });
  app.get(apiPaths.currencies, { schema: { tags: ['game-aggregator-service'], ...listSchema } }, list);
  app.get(apiPaths.currenciesStatic, { schema: { tags: ['static'], ...listSchema } }, list);

  app.get(
    `${PROFILE_SERVICE}/payment/minimums/:currency`,
    {
      schema: {
        tags: ['profile-service'],
        summary: 'Deposit and promotion minimums of a currency',
        params: currencyParams,
        response: { 200: minimumsResponse },
      },
    },
    async (request) => currencies.minimums(request.params.currency, await promotionMinimumOf(request)),
  );

  const rateLimitOf = async (currency: CurrencyCode) => ({ currency, minWithdraw: await currencies.minWithdraw(currency) });
  app.get(
    `${PROFILE_SERVICE}/rate/limit/:currency`,
    { schema: { tags: ['profile-service'], summary: 'Minimum cashout of a currency', params: currencyParams, response: { 200: rateLimitResponse } } },
    async (request) => rateLimitOf(request.params.currency),
  );
  // SPEC.md §7: the currency defaults to BTC.
  app.get(
    `${PROFILE_SERVICE}/rate/limit`,
    { schema: { tags: ['profile-service'], summary: 'Minimum cashout in BTC', response: { 200: rateLimitResponse } } },
    async () => rateLimitOf('BTC'),
  );
};
