import type { DepositResponse } from '@lodestar/contracts';

export interface DepositToStart {
  paymentId: string;
  gateway: string;
  amount: string;
  currency: string;
  /** 'checkout' or 'qr' for Jeton; undefined for the others. */
  variant?: string;
}

export interface PayoutResult {
  providerReference: string;
  outcome: 'paid' | 'unknown';
}

export interface PayoutToMake {
  paymentId: string;
  method: string;
  amount: string;
  currency: string;
  destination: string;
}

/**
 * What every payment gateway does for us. A real gateway plugs in here with its credentials; the sandbox
 * adapter emulates all of them on our own server.
 */
export interface PaymentGatewayAdapter {
  /** False when no gateway is set up: deposits and payouts are refused before anything is written. */
  readonly configured: boolean;
  /** Where the player goes to pay; exactly the fields SPEC.md §3 lists for that gateway. */
  createDeposit(deposit: DepositToStart): Promise<Omit<DepositResponse, 'paymentId'> & { providerReference: string }>;
  /**
   * Sends an approved cashout; returns the gateway's reference of the transfer and whether the gateway says it
   * was paid. 'unknown' (the gateway took it but has no final answer) and a thrown error (a timeout, a dropped
   * connection) both mean the money may or may not have left: the caller must neither refund nor retry.
   */
  createPayout(payout: PayoutToMake): Promise<PayoutResult>;
}

/** The body of a gateway's webhook, after its signature is checked. */
export interface GatewayEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  data: { paymentId: string; amount: string; currency: string; providerReference: string; reason?: string };
}
