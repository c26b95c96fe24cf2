import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  PROVIDER_ID_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  providerWalletPaths,
  walletBalanceRequest,
  walletBetRequest,
  walletResponse,
  walletRollbackRequest,
  walletWinRequest,
  type WalletResponse,
} from '@lodestar/contracts';
import type { z } from 'zod';
import type { ProviderWalletService } from './service.ts';

/** Hex HMAC-SHA256 of a body, as providers sign their calls and the studio signs its own. */
export function signProviderBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** A provider's call as it goes on the wire: the body with a fresh request_uuid, and the headers that sign it. */
export function signedProviderRequest(provider: string, secret: string, body: Record<string, unknown>): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
  return {
    payload,
    headers: { 'content-type': 'application/json', [PROVIDER_ID_HEADER]: provider, [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, payload) },
  };
}

function signatureMatches(secret: string, body: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signProviderBody(secret, body), 'hex'), Buffer.from(given, 'hex'));
}

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
    app.post(path, { schema: { tags: ['provider-wallet'], summary, body: schema, response: { 200: walletResponse, 401: walletResponse } } as object, // Documented by the schema, validated below: a bad body is answered RS_ERROR_WRONG_SYNTAX, not HTTP 400.
        validatorCompiler: () => (data: unknown) => ({ value: data }) }, async (request, reply) => {
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
      if (!signatureMatches(secret, raw, request.headers[PROVIDER_SIGNATURE_HEADER] as string | undefined)) {
        return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: requestUuid } satisfies WalletResponse;
      }
      const parsed = schema.safeParse(parsedJson);
      if (!parsed.success) return { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: requestUuid } satisfies WalletResponse;
      return call(provider, parsed.data);
    });

  route(providerWalletPaths.balance, 'Balance of the session’s player', walletBalanceRequest, (provider, body) => service.balance(provider, body));
  route(providerWalletPaths.bet, 'Take a stake', walletBetRequest, (provider, body) => service.bet(provider, body));
  route(providerWalletPaths.win, 'Pay a win of a bet', walletWinRequest, (provider, body) => service.win(provider, body));
  route(providerWalletPaths.rollback, 'Reverse a bet', walletRollbackRequest, (provider, body) => service.rollback(provider, body));
};
