import { randomUUID } from 'node:crypto';
import type { PaymentGatewayAdapter } from './gateway-adapter.ts';

/**
 * Emulates every gateway of SPEC.md without leaving the machine: deposits go to a hosted checkout page on our
 * own server (/sandbox/checkout/:id) whose Pay and Decline buttons deliver a signed webhook, and payouts are
 * accepted at once.
 */
export function createSandboxAdapter(publicUrl: string): PaymentGatewayAdapter {
  return {
    configured: true,
    async createDeposit(deposit) {
      const checkoutUrl = `${publicUrl}/sandbox/checkout/${deposit.paymentId}`;
      const providerReference = `sbx_${randomUUID()}`;
      if (deposit.gateway === 'mifinity') return { providerReference, initializationToken: providerReference, widgetUrl: checkoutUrl };
      if (deposit.gateway === 'jeton' && deposit.variant === 'qr') return { providerReference, qr: checkoutUrl, redirectUrl: checkoutUrl };
      return { providerReference, redirectUrl: checkoutUrl };
    },
    async createPayout() {
      return { providerReference: `sbx_payout_${randomUUID()}` };
    },
  };
}
