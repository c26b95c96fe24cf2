import { messages } from '@lodestar/contracts';
import { PaymentsNotConfigured } from '../../../platform/domain-errors.ts';
import type { PaymentGatewayAdapter } from './gateway-adapter.ts';

/**
 * What serves payments when the sandbox is off and no real gateway is set up (production before a gateway
 * contract): every deposit and payout is refused with a clear 503, never a 500 and never a pending row.
 */
export const unconfiguredGateway: PaymentGatewayAdapter = {
  configured: false,
  async createDeposit() {
    throw new PaymentsNotConfigured(messages.money.paymentsNotConfigured);
  },
  async createPayout() {
    throw new PaymentsNotConfigured(messages.money.paymentsNotConfigured);
  },
};
