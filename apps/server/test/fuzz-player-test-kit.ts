import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { playerExclusions } from '../src/db/schema.ts';
import { sessionCookieOf, tokenFromLink, validRegistration, type TestApp } from './test-app.ts';
import { depositByCard, markVerified } from '../src/modules/payments/payments-test-kit.ts';
import { operatorCommandToken } from '../src/modules/staff/index.ts';
import { launch } from '../src/modules/studio/studio-test-kit.ts';

/**
 * The signed-in side of the fuzz: a registered, confirmed, verified player with money, a live launch token, pending
 * deposits and a cashout waiting for the operator. Its session and token are renewed when a fuzzed call ends them.
 */
export async function prepareFuzzPlayer(t: TestApp, seed: number) {
  const email = `fuzz-${seed}@example.com`;
  const password = validRegistration(email).password;
  const gameId = 'lodestar:dice';
  const cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) }));
  const confirmToken = tokenFromLink((await t.mailsTo(email))[0]!.text, 'confirm-email');
  expect((await t.app.inject({ method: 'POST', url: apiPaths.confirmEmail, payload: { token: confirmToken } })).statusCode).toBe(200);
  const playerId = (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json().id as string;
  await depositByCard(t, cookie, '500');
  await markVerified(t, playerId);

  const player = {
    email,
    password,
    playerId,
    gameId,
    cookie,
    launchToken: await launch(t, gameId, { cookie, currency: 'EUR' }),
    adminToken: operatorCommandToken(t.config),
    pendingPayments: [] as Array<{ id: string; gateway: string }>,
    withdrawalIds: [] as string[],
    transactionIds: Array.from({ length: 6 }, (_, index) => `fuzz-tx-${seed}-${index}`),

    async requestWithdrawal() {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.fiatWithdraw,
        headers: { cookie: player.cookie },
        payload: { amount: '10', currency: 'EUR', email },
      });
      if (response.statusCode === 200) player.withdrawalIds.push(response.json().withdrawalId);
    },
    async relaunch() {
      player.launchToken = await launch(t, gameId, { cookie: player.cookie, currency: 'EUR' });
    },
    async signIn() {
      const response = await t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password } });
      player.cookie = sessionCookieOf(response);
      await player.relaunch();
    },
    /** A fuzzed self-exclusion ends every session and cannot be lifted by any call: the test lifts it in the database. */
    async liftExclusionAndSignIn() {
      await t.database.db.delete(playerExclusions).where(eq(playerExclusions.playerId, playerId));
      await player.signIn();
    },
  };
  for (const gateway of ['ikajo', 'kluwp']) {
    const deposit = await t.app.inject({
      method: 'POST',
      url: apiPaths.deposit(gateway),
      headers: { cookie },
      payload: { amount: '25', currency: 'EUR', cardTier: 'Ruby' },
    });
    player.pendingPayments.push({ id: deposit.json().paymentId, gateway });
  }
  await player.requestWithdrawal();
  return player;
}

export type FuzzPlayer = Awaited<ReturnType<typeof prepareFuzzPlayer>>;
