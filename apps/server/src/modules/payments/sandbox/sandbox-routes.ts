import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buyCryptoProviders, currencyCodes, fiatPaymentMethods } from '@lodestar/contracts';
import { NotFound } from '../../../platform/domain-errors.ts';
import type { DepositService } from '../deposits.ts';
import type { GatewayEvent } from '../gateways/gateway-adapter.ts';
import { signWebhook, SIGNATURE_HEADER } from '../gateways/webhook-signature.ts';
import { WEBHOOK_PATH_PREFIX } from '../webhook-routes.ts';
import { escapeHtml, sandboxPage } from './sandbox-page.ts';

export const SANDBOX_BUY_CRYPTO_PATH = '/sandbox/buy-crypto';

/** The sandbox checkout's own wording (it is the gateway's page, not the casino's, so not in the catalogue). */
export const sandboxText = {
  approved: 'Payment approved',
  declined: 'Payment declined',
  processing: 'Payment processing',
  processingText: 'Your bank has not confirmed this payment yet. You can close this window; your balance updates by itself once it does.',
  closed: 'This payment is closed.',
  closeWindow: 'You can close this window; your balance updates by itself.',
  unreachable: 'The gateway could not reach the casino',
  signInTitle: 'Sign in to pay',
  signIn: 'Only the player who started this deposit can pay or decline it. Sign in to Lodestar Casino in this browser and open the checkout again.',
  notFoundTitle: 'Checkout not found',
  notFound: 'There is no such checkout for your account.',
  alreadyDecidedTitle: 'This payment is already decided',
  alreadyDecided: (status: string) => `This payment is already ${status.toLowerCase()}; nothing was changed.`,
};

const gatewayLabel = (method: string) => {
  const [gateway = '', variant] = method.split(':');
  const named = fiatPaymentMethods.find((candidate) => candidate.gateway === gateway)?.label ?? gateway.charAt(0).toUpperCase() + gateway.slice(1);
  return variant ? `${named} · ${variant}` : named;
};

export interface SandboxRoutesOptions {
  deposits: DepositService;
  /** The signed-in player of a request (session cookie), if any. */
  playerOf: (request: FastifyRequest) => Promise<string | undefined>;
  secret: string;
}

/** hold: the result page comes before the gateway's verdict, as a bank still checking the payment does it. */
type Decision = 'pay' | 'decline' | 'hold';
const statusAfter: Record<Exclude<Decision, 'hold'>, string> = { pay: 'COMPLETED', decline: 'DECLINED' };

/**
 * The sandbox gateway's own pages: a hosted checkout with Pay and Decline that then delivers a signed webhook
 * exactly as a real gateway would, and the buy-crypto widgets' stand-in. Only the signed-in player who opened a
 * deposit sees its checkout and decides it, once: the sandbox must not let anyone else pay (create money on)
 * or decline somebody's deposit.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { deposits, playerOf, secret }) => {
  // The checkout's Pay and Decline are plain HTML forms; their (empty) url-encoded bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const page = (reply: FastifyReply, status: number, heading: string, text: string, tone: 'ok' | 'fail' | '' = '') => {
    reply.status(status).type('text/html; charset=utf-8');
    return sandboxPage(
      heading,
      `<span class="badge">Sandbox gateway</span><h1${tone ? ` class="${tone}"` : ''}>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a class="button pay" href="/" target="_top">Back to Lodestar</a>`,
    );
  };

  /** The checkout of the signed-in player's own deposit, or the refusal page already sent. */
  const ownCheckout = async (request: FastifyRequest<{ Params: { paymentId: string } }>, reply: FastifyReply) => {
    const playerId = await playerOf(request);
    if (!playerId) return { refused: page(reply, 403, sandboxText.signInTitle, sandboxText.signIn, 'fail') };
    const checkout = await deposits.describeForCheckout(request.params.paymentId).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    // Another player's deposit looks exactly like one that does not exist.
    if (!checkout || checkout.payment.playerId !== playerId)
      return { refused: page(reply, 404, sandboxText.notFoundTitle, sandboxText.notFound, 'fail') };
    return { checkout };
  };

  app.get<{ Params: { paymentId: string } }>(
    '/sandbox/checkout/:paymentId',
    { schema: { hide: true, params: z.object({ paymentId: z.uuid() }) } },
    async (request, reply) => {
      const { checkout, refused } = await ownCheckout(request, reply);
      if (!checkout) return refused;
      const { payment, amount, displayCode } = checkout;
      const open = payment.status === 'PENDING';
      const form = (decision: string, label: string, style: string) =>
        `<form method="post" action="/sandbox/checkout/${payment.id}/${decision}"><button class="${style}" type="submit">${label}</button></form>`;
      const closed =
        payment.status === 'DECLINED'
          ? `<p class="fail"><strong>${sandboxText.declined}</strong></p>`
          : payment.status === 'COMPLETED'
            ? `<p class="ok"><strong>${sandboxText.approved}</strong></p>`
            : `<p>${sandboxText.closed}</p>`;
      reply.type('text/html; charset=utf-8');
      return sandboxPage(
        `Checkout — ${gatewayLabel(payment.method)}`,
        `<span class="badge">Sandbox gateway</span>
<h1>${escapeHtml(gatewayLabel(payment.method))}</h1><p class="merchant">Merchant: Lodestar Casino</p>
<div class="amount">${escapeHtml(amount)} ${escapeHtml(displayCode)}</div>
<dl><dt>Payment</dt><dd>${payment.id}</dd><dt>Status</dt><dd>${payment.status.toLowerCase()}</dd></dl>
${open ? `<div class="actions">${form('pay', 'Pay', 'pay')}${form('decline', 'Decline', 'decline')}</div><div class="actions later">${form('hold', 'Leave pending', 'decline')}</div>` : closed}`,
      );
    },
  );

  app.post<{ Params: { paymentId: string; decision: Decision } }>(
    '/sandbox/checkout/:paymentId/:decision',
    { schema: { hide: true, params: z.object({ paymentId: z.uuid(), decision: z.enum(['pay', 'decline', 'hold']) }) } },
    async (request, reply) => {
      const { checkout, refused } = await ownCheckout(request, reply);
      if (!checkout) return refused;
      const { payment, amount } = checkout;
      const { decision } = request.params;
      if (payment.status !== 'PENDING') return page(reply, 409, sandboxText.alreadyDecidedTitle, sandboxText.alreadyDecided(payment.status), 'fail');
      // No webhook yet: the payment stays pending until Pay or Decline on this checkout (or its expiry).
      if (decision === 'hold') return page(reply, 200, sandboxText.processing, sandboxText.processingText);
      const paid = decision === 'pay';
      const event: GatewayEvent = {
        id: `evt_${randomUUID()}`,
        type: paid ? 'payment.succeeded' : 'payment.failed',
        data: {
          paymentId: payment.id,
          amount,
          currency: payment.currency,
          providerReference: payment.providerReference ?? '',
          ...(paid ? {} : { reason: 'declined by the player' }),
        },
      };
      const body = JSON.stringify(event);
      // Delivered through the full HTTP pipeline of our webhook route, signature check included.
      const delivery = await app.inject({
        method: 'POST',
        url: `${WEBHOOK_PATH_PREFIX}/${payment.method.split(':')[0]}`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body) },
        payload: body,
      });
      request.log.info({ paymentId: payment.id, decision, webhookStatus: delivery.statusCode }, 'sandbox webhook delivered');
      if (delivery.statusCode !== 200) return page(reply, 502, sandboxText.unreachable, sandboxText.closeWindow, 'fail');
      // Two decisions racing (Pay in one tab, Decline in another): the status says which one took effect.
      const after = (await deposits.describeForCheckout(payment.id)).payment.status;
      if (after !== statusAfter[decision]) return page(reply, 409, sandboxText.alreadyDecidedTitle, sandboxText.alreadyDecided(after), 'fail');
      return paid
        ? page(reply, 200, sandboxText.approved, sandboxText.closeWindow, 'ok')
        : page(reply, 200, sandboxText.declined, sandboxText.closeWindow, 'fail');
    },
  );

  app.get<{ Querystring: { provider?: string; currency?: string; address?: string } }>(
    SANDBOX_BUY_CRYPTO_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({
          provider: z.string().max(20).optional(),
          currency: z.enum(currencyCodes).optional(),
          address: z.string().max(128).optional(),
        }),
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
