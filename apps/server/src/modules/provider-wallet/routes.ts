import type { FastifyPluginAsync } from 'fastify';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, walletResponse, type WalletResponse } from '@lodestar/contracts';
import { providerSignatureMatches } from '../../platform/provider-signature.ts';
import { requestUuidOf, type WalletCallRoute } from './wallet-calls.ts';

/**
 * The seamless wallet API for game providers. Every answer is HTTP 200 with a protocol status, as providers
 * expect; the signature is checked on the exact bytes before anything is parsed.
 */
export const providerWalletRoutes: FastifyPluginAsync<{ calls: readonly WalletCallRoute[]; providerSecrets: Record<string, string> }> = async (
  app,
  { calls, providerSecrets },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const call of calls) {
    app.post(
      call.path,
      {
        schema: {
          tags: ['provider-wallet'],
          summary: call.summary,
          body: call.schema,
          response: { 200: walletResponse, 401: walletResponse },
        } as object, // Documented by the schema, validated by the call: a bad body is answered RS_ERROR_WRONG_SYNTAX, not HTTP 400.
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
        const requestUuid = requestUuidOf(parsedJson);
        const provider = String(request.headers[PROVIDER_ID_HEADER] ?? '');
        // Own keys only: a header of `__proto__` or `toString` must not reach Object.prototype.
        const secret = Object.hasOwn(providerSecrets, provider) ? providerSecrets[provider] : undefined;
        if (!secret) return reply.status(401).send({ status: 'RS_ERROR_INVALID_PARTNER', request_uuid: requestUuid } satisfies WalletResponse);
        if (!providerSignatureMatches(secret, raw, request.headers[PROVIDER_SIGNATURE_HEADER] as string | undefined)) {
          return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: requestUuid } satisfies WalletResponse;
        }
        return call.answer(provider, parsedJson);
      },
    );
  }
};
