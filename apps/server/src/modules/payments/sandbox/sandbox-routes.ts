import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { buyCryptoProviders, currencyCodes, fiatPaymentMethods } from '@lodestar/contracts';
import type { DepositService } from '../deposits.ts';
import type { GatewayEvent } from '../gateways/gateway-adapter.ts';
import { signWebhook, SIGNATURE_HEADER } from '../gateways/webhook-signature.ts';
import { WEBHOOK_PATH_PREFIX } from '../webhook-routes.ts';
import { escapeHtml, sandboxPage } from './sandbox-page.ts';

export const SANDBOX_BUY_CRYPTO_PATH = '/sandbox/buy-crypto';

const gatewayLabel = (method: string) => {
  const [gateway = '', variant] = method.split(':');
  const named = fiatPaymentMethods.find((candidate) => candidate.gateway === gateway)?.label ?? gateway.charAt(0).toUpperCase() + gateway.slice(1);
  return variant ? `${named} · ${variant}` : named;
};

/**
 * The sandbox gateway's own pages: a hosted checkout with Pay and Decline that then delivers a signed webhook
 * exactly as a real gateway would, and the buy-crypto widgets' stand-in.
 */
export const sandboxRoutes: FastifyPluginAsync<{ deposits: DepositService; secret: string; publicUrl: string }> = async (
  app,
  { deposits, secret, publicUrl },
) => {
  // The checkout's Pay and Decline are plain HTML forms; their (empty) url-encoded bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get<{ Params: { paymentId: string } }>('/sandbox/checkout/:paymentId', { schema: { hide: true, params: z.object({ paymentId: z.uuid() }) } }, async (request, reply) => {
    const { payment, amount, displayCode } = await deposits.describeForCheckout(request.params.paymentId);
    const open = payment.status === 'PENDING';
    const form = (decision: string, label: string, style: string) =>
      `<form method="post" action="/sandbox/checkout/${payment.id}/${decision}"><button class="${style}" type="submit">${label}</button></form>`;
    reply.type('text/html; charset=utf-8');
    return sandboxPage(
      `Checkout — ${gatewayLabel(payment.method)}`,
      `<span class="badge">Sandbox gateway</span>
<h1>${escapeHtml(gatewayLabel(payment.method))}</h1><p class="merchant">Merchant: Lodestar Casino</p>
<div class="amount">${escapeHtml(amount)} ${escapeHtml(displayCode)}</div>
<dl><dt>Payment</dt><dd>${payment.id}</dd><dt>Status</dt><dd>${payment.status.toLowerCase()}</dd></dl>
${open ? `<div class="actions">${form('pay', 'Pay', 'pay')}${form('decline', 'Decline', 'decline')}</div>` : '<p>This payment is closed.</p>'}`,
    );
  });

  app.post<{ Params: { paymentId: string; decision: 'pay' | 'decline' } }>(
    '/sandbox/checkout/:paymentId/:decision',
    { schema: { hide: true, params: z.object({ paymentId: z.uuid(), decision: z.enum(['pay', 'decline']) }) } },
    async (request, reply) => {
      const { payment, amount } = await deposits.describeForCheckout(request.params.paymentId);
      const paid = request.params.decision === 'pay';
      const event: GatewayEvent = {
        id: `evt_${randomUUID()}`,
        type: paid ? 'payment.succeeded' : 'payment.failed',
        data: { paymentId: payment.id, amount, currency: payment.currency, providerReference: payment.providerReference ?? '', ...(paid ? {} : { reason: 'declined by the player' }) },
      };
      const body = JSON.stringify(event);
      // Delivered through the full HTTP pipeline of our webhook route, signature check included.
      const delivery = await app.inject({
        method: 'POST',
        url: `${WEBHOOK_PATH_PREFIX}/${payment.method.split(':')[0]}`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body) },
        payload: body,
      });
      const delivered = delivery.statusCode === 200;
      request.log.info({ paymentId: payment.id, decision: request.params.decision, webhookStatus: delivery.statusCode }, 'sandbox webhook delivered');
      reply.type('text/html; charset=utf-8');
      const outcome = !delivered ? 'fail' : paid ? 'ok' : 'fail';
      const heading = !delivered ? 'The gateway could not reach the casino' : paid ? 'Payment approved' : 'Payment declined';
      return sandboxPage(
        heading,
        `<span class="badge">Sandbox gateway</span><h1 class="${outcome}">${heading}</h1>
<p>You can close this window; your balance updates by itself.</p>
<a class="button pay" href="${escapeHtml(publicUrl)}/" target="_top">Back to Lodestar</a>`,
      );
    },
  );

  app.get<{ Querystring: { provider?: string; currency?: string; address?: string } }>(
    SANDBOX_BUY_CRYPTO_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ provider: z.string().max(20).optional(), currency: z.enum(currencyCodes).optional(), address: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => {
      const provider = buyCryptoProviders.find((candidate) => candidate.id === request.query.provider) ?? buyCryptoProviders[0]!;
      const terms = [
        provider.fee ? `<dt>Fee</dt><dd>${provider.fee}</dd>` : '',
        provider.duration ? `<dt>Duration</dt><dd>${provider.duration}</dd>` : '',
        provider.verificationAboveEur ? `<dt>Verification</dt><dd>above ${provider.verificationAboveEur} €</dd>` : '',
      ].join('');
      reply.type('text/html; charset=utf-8');
      return sandboxPage(
        `Buy crypto — ${provider.name}`,
        `<span class="badge">Sandbox widget</span><h1>Buy ${escapeHtml(request.query.currency ?? 'crypto')} with ${escapeHtml(provider.name)}</h1>
<p class="merchant">Delivered to your Lodestar deposit address</p>
<dl><dt>Address</dt><dd>${escapeHtml(request.query.address ?? '—')}</dd>${terms}</dl>
<p>This is the sandbox stand-in for ${escapeHtml(provider.name)}'s widget: no card is charged. To see a deposit arrive, simulate a transaction on the development chain page.</p>
<a class="button decline" href="/dev/chain?currency=${encodeURIComponent(request.query.currency ?? '')}&amp;address=${encodeURIComponent(request.query.address ?? '')}" target="_blank" rel="noopener">Open the chain simulator</a>`,
      );
    },
  );
};
