import type { FastifyPluginAsync } from 'fastify';
import {
  PROVIDER_ID_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  providerWalletPaths,
  walletBalanceRequest,
  walletBetRequest,
  walletPlayRequest,
  walletResponse,
  walletRollbackRequest,
  walletWinRequest,
  type WalletResponse,
} from '@lodestar/contracts';
import type { z } from 'zod';
import { providerSignatureMatches } from '../../platform/provider-signature.ts';
import type { ProviderWalletService } from './service.ts';

/**
 * The seamless wallet API for game providers. Every answer is HTTP 200 with a protocol status, as providers
 * expect; the signature is checked on the exact bytes before anything is parsed.
 */
export const providerWalletRoutes: FastifyPluginAsync<{ service: ProviderWalletService; providerSecrets: Record<string, string> }> = async (
  app,
  { service, providerSecrets },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const route = <Schema extends z.ZodType<{ request_uuid: string }>>(
    path: string,
    summary: string,
    schema: Schema,
    call: (provider: string, body: z.infer<Schema>) => Promise<WalletResponse>,
  ) =>
    app.post(
      path,
      {
        schema: { tags: ['provider-wallet'], summary, body: schema, response: { 200: walletResponse, 401: walletResponse } } as object, // Documented by the schema, validated below: a bad body is answered RS_ERROR_WRONG_SYNTAX, not HTTP 400.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        let parsedJson: unknown;
        try {
          parsedJson = JSON.parse(raw);
        } catch {
          parsedJson = undefined;
        }
        const echoed = (parsedJson as { request_uuid?: unknown } | null | undefined)?.request_uuid;
        const requestUuid = typeof echoed === 'string' || typeof echoed === 'number' ? String(echoed) : '';
        const provider = String(request.headers[PROVIDER_ID_HEADER] ?? '');
        // Own keys only: a header of `__proto__` or `toString` must not reach Object.prototype.
        const secret = Object.hasOwn(providerSecrets, provider) ? providerSecrets[provider] : undefined;
        if (!secret) return reply.status(401).send({ status: 'RS_ERROR_INVALID_PARTNER', request_uuid: requestUuid } satisfies WalletResponse);
        if (!providerSignatureMatches(secret, raw, request.headers[PROVIDER_SIGNATURE_HEADER] as string | undefined)) {
          return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: requestUuid } satisfies WalletResponse;
        }
        const parsed = schema.safeParse(parsedJson);
        if (!parsed.success) return { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: requestUuid } satisfies WalletResponse;
        return call(provider, parsed.data);
      },
    );

  route(providerWalletPaths.balance, 'Balance of the session’s player', walletBalanceRequest, (provider, body) => service.balance(provider, body));
  route(providerWalletPaths.bet, 'Take a stake', walletBetRequest, (provider, body) => service.bet(provider, body));
  route(providerWalletPaths.win, 'Pay a win of a bet', walletWinRequest, (provider, body) => service.win(provider, body));
  route(providerWalletPaths.rollback, 'Reverse a bet', walletRollbackRequest, (provider, body) => service.rollback(provider, body));
  route(providerWalletPaths.play, 'Bets and wins of one round at once, all or none', walletPlayRequest, (provider, body) =>
    service.play(provider, body),
  );
};
