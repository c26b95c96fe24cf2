import { randomUUID } from 'node:crypto';
import type { PaymentGatewayAdapter } from './gateway-adapter.ts';

/**
 * Test destinations, like a real gateway's test card numbers: a payout to an address or e-wallet email starting
 * with one of these answers with an unknown outcome, or times out, so tests can reach those paths through the
 * running server.
 */
export const SANDBOX_PAYOUT_UNKNOWN_PREFIX = 'payout-unknown';
export const SANDBOX_PAYOUT_TIMEOUT_PREFIX = 'payout-timeout';

/**
 * Emulates every gateway of SPEC.md without leaving the machine: deposits go to a hosted checkout page on our
 * own server (/sandbox/checkout/:id) whose Pay and Decline buttons deliver a signed webhook, and payouts are
 * paid at once (but for the test destinations below).
 *
 * The checkout URL the site frames or redirects to is a path: the browser resolves it against the host the site
 * was opened on, so the frame is the site's own origin (CSP frame-src 'self') and carries the player's session
 * cookie, whether that host is PUBLIC_URL's or another name of the same server (127.0.0.1 and localhost). The
 * host is never read from the request, which an attacker could set. Only a code to scan is absolute: a phone
 * opens it, and PUBLIC_URL is where a phone reaches the site.
 */
export function createSandboxAdapter(publicUrl: string): PaymentGatewayAdapter {
  return {
    configured: true,
    async createDeposit(deposit) {
      const checkoutPath = `/sandbox/checkout/${deposit.paymentId}`;
      const providerReference = `sbx_${randomUUID()}`;
      if (deposit.gateway === 'mifinity') return { providerReference, initializationToken: providerReference, widgetUrl: checkoutPath };
      if (deposit.gateway === 'jeton' && deposit.variant === 'qr')
        return { providerReference, qr: `${publicUrl}${checkoutPath}`, redirectUrl: checkoutPath };
      return { providerReference, redirectUrl: checkoutPath };
    },
    async createPayout({ destination }) {
      if (destination.startsWith(SANDBOX_PAYOUT_TIMEOUT_PREFIX)) throw new Error('sandbox gateway: payout timed out');
      const providerReference = `sbx_payout_${randomUUID()}`;
      return { providerReference, outcome: destination.startsWith(SANDBOX_PAYOUT_UNKNOWN_PREFIX) ? 'unknown' : 'paid' };
    },
  };
}
