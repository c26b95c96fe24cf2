import { apiPaths } from '@lodestar/contracts';
import { sessionCookieOf, validRegistration, type TestApp } from '../../../test/test-app.ts';
import { playerProfiles } from '../../db/schema.ts';
import { signWebhook, SIGNATURE_HEADER } from './gateways/webhook-signature.ts';
import { paymentsRepo } from './repo.ts';
import { CHAIN_SIMULATOR_PATH } from './sandbox/chain-simulator-routes.ts';

let counter = 0;

/** A registered, signed-in player. */
export async function newPlayer(t: TestApp, currency = 'EUR') {
  const email = `payer${++counter}-${Date.now()}@example.com`;
  const response = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: { ...validRegistration(email), currency } });
  const cookie = sessionCookieOf(response);
  const playerId = (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json().id as string;
  return { email, cookie, playerId };
}

/**
 * "I don't want any promotion": for tests about payments themselves, so a deposit grants no bonus (and a cashout
 * needs no forfeit confirmation). The promotions tests cover what deposits grant.
 */
export async function declinePromotions(t: TestApp, cookie: string): Promise<void> {
  const declined = await t.app.inject({ method: 'DELETE', url: apiPaths.eligiblePromotions, headers: { cookie } });
  if (declined.statusCode !== 200) throw new Error(`promotions not declined: ${declined.body}`);
}

/** Identity and address verified, as approving both documents in the kyc module records it: a shortcut for tests about money. */
export async function markVerified(t: TestApp, playerId: string): Promise<void> {
  await t.database.db
    .insert(playerProfiles)
    .values({ playerId, idVerified: true, billVerified: true })
    .onConflictDoUpdate({ target: playerProfiles.playerId, set: { idVerified: true, billVerified: true } });
}

/** Deposits through the sandbox card checkout, pressing Pay on its page. */
export async function depositByCard(t: TestApp, cookie: string, amount: string, currency = 'EUR') {
  const started = await t.app.inject({
    method: 'POST',
    url: apiPaths.deposit('ikajo'),
    headers: { cookie },
    payload: { amount, currency, cardTier: 'Ruby' },
  });
  if (started.statusCode !== 200) throw new Error(`deposit refused: ${started.body}`);
  const { paymentId } = started.json();
  const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${paymentId}/pay`, headers: { cookie } });
  return { paymentId: paymentId as string, resultPage: paid.body };
}

/** The player's deposit address for a crypto currency, as the deposit modal asks for it. */
export async function cryptoAddressOf(t: TestApp, cookie: string, currency: string) {
  return (await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie }, payload: { currency } })).json();
}

/** Reports a chain transaction to one of our addresses through the sandbox chain watcher. */
export async function simulateChainTransaction(
  t: TestApp,
  body: { currency: string; address: string; amount: string; confirmations: number; txHash?: string },
) {
  const response = await t.app.inject({ method: 'POST', url: CHAIN_SIMULATOR_PATH, payload: body });
  return response.json() as { txHash: string; outcome: string; requiredConfirmations: number };
}

export async function fundsOf(t: TestApp, cookie: string): Promise<Record<string, string>> {
  const { funds } = (await t.app.inject({ method: 'GET', url: apiPaths.funds, headers: { cookie } })).json();
  return Object.fromEntries(funds.map((fund: { currency: string; balance: string }) => [fund.currency, fund.balance]));
}

/** Deposits as the site starts them and gateway events as a gateway signs them, on the test app of the calling file. */
export function gatewayTestKit(t: TestApp) {
  const signedWebhook = (gateway: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/payments/webhooks/${gateway}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(t.config.PAYMENTS_WEBHOOK_SECRET, body) },
      payload: body,
    });
  const startDeposit = async (cookie: string, payload: Record<string, unknown> = { amount: '30', currency: 'EUR' }) =>
    t.app.inject({ method: 'POST', url: apiPaths.deposit('ems'), headers: { cookie }, payload });
  const event = (type: string, paymentId: string, amount = '30.00') =>
    JSON.stringify({ id: `evt_${Math.random()}`, type, data: { paymentId, amount, currency: 'EUR', providerReference: 'ref' } });
  const statusOf = async (paymentId: string) => (await paymentsRepo.findPayment(t.database.db, paymentId))!.status;
  return { signedWebhook, startDeposit, event, statusOf };
}
