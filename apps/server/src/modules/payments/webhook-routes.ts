import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { depositGateways, messages } from '@lodestar/contracts';
import { InvalidInput, InvalidSignature } from '../../platform/domain-errors.ts';
import type { DepositService } from './deposits.ts';
import type { GatewayEvent } from './gateways/gateway-adapter.ts';
import { checkWebhookSignature, SIGNATURE_HEADER } from './gateways/webhook-signature.ts';

export const WEBHOOK_PATH_PREFIX = '/payments/webhooks';
export const webhookGateways = [...depositGateways, 'jeton'] as const;

const gatewayEvent = z.object({
  id: z.string().max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    paymentId: z.uuid(),
    amount: z.string().max(40),
    currency: z.string().max(10),
    providerReference: z.string().max(200),
    reason: z.string().max(500).optional(),
  }),
}) satisfies z.ZodType<GatewayEvent>;

const parseJsonOrUndefined = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * Gateways call these with signed bodies. The signature is checked on the exact bytes received, before any
 * parsing; a forged, tampered or stale delivery moves nothing.
 */
export const webhookRoutes: FastifyPluginAsync<{ deposits: DepositService; secret: string }> = async (app, { deposits, secret }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { gateway: string } }>(
    `${WEBHOOK_PATH_PREFIX}/:gateway`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Signed payment event from a gateway',
        params: z.object({ gateway: z.enum(webhookGateways) }),
        body: gatewayEvent,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
      // Documented by the schema, checked below on the raw bytes once the signature holds.
      validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0])),
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = checkWebhookSignature(secret, raw, request.headers[SIGNATURE_HEADER] as string | undefined);
      if (check !== 'valid') {
        request.log.warn({ gateway: request.params.gateway, check }, 'webhook refused');
        throw new InvalidSignature(`Webhook signature ${check}`);
      }
      const event = gatewayEvent.safeParse(parseJsonOrUndefined(raw));
      if (!event.success) throw new InvalidInput(messages.http.badRequest);
      await deposits.applyGatewayEvent(request.params.gateway, event.data);
      return { received: true };
    },
  );
};
