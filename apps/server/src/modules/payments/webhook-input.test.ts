import { describe, expect, it } from 'vitest';
import { errorCodes } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { signWebhook, SIGNATURE_HEADER } from './gateways/webhook-signature.ts';

const t = useTestApp();

describe('payment webhooks: a correctly signed body that is not a gateway event', () => {
  // The signature proves who sent the bytes, not that they parse: these answered 500 before.
  it.each([
    ['malformed JSON', '{"id": '],
    ['JSON of another shape', '{"id":"evt","type":"payment.succeeded","data":{"paymentId":"not-a-uuid"}}'],
    ['a JSON scalar', '42'],
    ['null', 'null'],
    ['prototype keys', '{"__proto__":{"id":"x"},"constructor":{"prototype":{}}}'],
  ])('answers 400 INVALID_WEBHOOK to %s', async (_name, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/ikajo',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(t.config.PAYMENTS_WEBHOOK_SECRET, body) },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: errorCodes.invalidWebhook });
  });
});
