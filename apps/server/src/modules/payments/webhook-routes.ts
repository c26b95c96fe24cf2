import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { depositGateways } from '@lodestar/contracts';
import { InvalidSignature, InvalidWebhookBody } from '../../platform/domain-errors.ts';
import type { DepositService } from './deposits.ts';
import type { GatewayEvent } from './gateways/gateway-adapter.ts';
import { checkWebhookSignature, SIGNATURE_HEADER } from './gateways/webhook-signature.ts';

export const WEBHOOK_PATH_PREFIX = '/payments/webhooks';
export const webhookGateways = [...depositGateways, 'jeton'] as const;

const handledEventTypes = ['payment.succeeded', 'payment.failed'] as const;

/** Only the type is read first: gateways send many event kinds we have no use for. */
const anyEvent = z.object({ type: z.string().max(100) });

const gatewayEvent = z.object({
  id: z.string().max(100),
  type: z.enum(handledEventTypes),
  data: z.object({
    paymentId: z.uuid(),
    amount: z.string().max(40),
    currency: z.string().max(10),
    providerReference: z.string().max(200),
    reason: z.string().max(500).optional(),
  }),
}) satisfies z.ZodType<GatewayEvent>;

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
        // `ignored`: an event type we do not handle, acknowledged so the gateway stops redelivering it.
        response: { 200: z.object({ received: z.literal(true), ignored: z.literal(true).optional() }) },
      },
      // Documented by the schema, checked below on the raw bytes once the signature holds.
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = checkWebhookSignature(secret, raw, request.headers[SIGNATURE_HEADER] as string | undefined);
      if (check !== 'valid') {
        request.log.warn({ gateway: request.params.gateway, check }, 'webhook refused');
        throw new InvalidSignature(`Webhook signature ${check}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new InvalidWebhookBody('The webhook body is not JSON');
      }
      const typed = anyEvent.safeParse(body);
      if (!typed.success) throw new InvalidWebhookBody('The webhook body has no event type');
      // An event type we do not handle is acknowledged, or the gateway would keep redelivering it.
      if (!(handledEventTypes as readonly string[]).includes(typed.data.type)) {
        request.log.info({ gateway: request.params.gateway, type: typed.data.type }, 'webhook event ignored');
        return { received: true, ignored: true };
      }
      const event = gatewayEvent.safeParse(body);
      if (!event.success) {
        const fields = [...new Set(event.error.issues.map((issue) => issue.path.join('.') || 'body'))].join(', ');
        throw new InvalidWebhookBody(`The webhook event is not valid: ${fields}`);
      }
      await deposits.applyGatewayEvent(request.params.gateway, event.data);
      return { received: true };
    },
  );
};
