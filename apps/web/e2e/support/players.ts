import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths, launchGameResponse } from '@lodestar/contracts';
import type { Seat } from '../../../server/src/modules/game-history/game-rounds-test-kit.ts';
import { playerProfiles } from '../../../server/src/modules/profile/schema.ts';
import type { RunningServer } from './server.ts';

let counter = 0;

/** The password of every player registerThroughApi creates. */
export const PLAYER_PASSWORD = 'money password 1';

/**
 * Registers a player through the real API with the browser context's own request client, so the session
 * cookie lands in the browser: the test then starts signed in, without repeating the registration UI.
 */
export async function registerThroughApi(request: APIRequestContext, currency = 'EUR') {
  const email = `money${++counter}-${Date.now()}@example.com`;
  const response = await request.post(apiPaths.registration, {
    data: { fullName: 'Mary Somerville', email, password: PLAYER_PASSWORD, terms: true, currency },
  });
  expect(response.status()).toBe(201);
  const profile = await (await request.get(apiPaths.profile)).json();
  return { email, playerId: profile.id as string };
}

/** Signs in through the header's Log in button and its modal, as a player does. */
export async function logInThroughModal(page: Page, email: string, password = PLAYER_PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The details card gateways ask for (SPEC.md §5), filled in through the real profile call. */
export async function completeProfileThroughApi(request: APIRequestContext) {
  const response = await request.put(apiPaths.profile, {
    data: {
      address: '12 Harbour Road',
      zipCode: 'H91 E2K3',
      country: 'GB',
      city: 'Bristol',
      state: 'England',
      phoneNumber: '7911123456',
      dialingCode: '+44',
      gender: 'Female',
      dateOfBirth: Date.UTC(1988, 2, 14) / 1000,
    },
  });
  expect(response.status()).toBe(200);
}

/** Identity and address verified, as approving both documents in the kyc module records it: a shortcut for tests about money. */
export async function markVerified(server: RunningServer, playerId: string) {
  await server.database.db
    .insert(playerProfiles)
    .values({ playerId, idVerified: true, billVerified: true })
    .onConflictDoUpdate({ target: playerProfiles.playerId, set: { idVerified: true, billVerified: true } });
}

/** The balance in the casino site's header: '30.00 EUR', '0.01250000 BTC'. */
export const headerBalance = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/\d+\.\d+ [A-Z]{3,4}/)
    .first();

/**
 * 'I don't want any promotion' through the real call: the deposits that follow earn no bonus, so a cashout is not
 * asked to forfeit one (promotions.e2e.ts is where bonuses are tested).
 */
export async function declinePromotionsThroughApi(request: APIRequestContext) {
  expect((await request.delete(apiPaths.eligiblePromotions)).status()).toBe(200);
}

/** A card deposit through the sandbox checkout, paid at once: the webhook credits it before this returns. */
export async function depositThroughSandbox(request: APIRequestContext, amount = '30') {
  const started = await (await request.post(apiPaths.deposit('ems'), { data: { amount, currency: 'EUR' } })).json();
  expect((await request.post(`/sandbox/checkout/${started.paymentId}/pay`)).ok()).toBe(true);
}

/** 30.00 EUR of cash (the first-deposit bonus declined) and a real-money launch of the game through the game aggregator. */
export async function fundedSeat(request: APIRequestContext, server: RunningServer, playerId: string, gameId: string): Promise<Seat> {
  await declinePromotionsThroughApi(request);
  await depositThroughSandbox(request);
  const launch = launchGameResponse.parse(await (await request.post(apiPaths.launchGame, { data: { id: gameId, demo: false } })).json());
  const token = new URL(launch.url, server.baseUrl).searchParams.get('token')!;
  return { user: playerId, token, game_code: gameId, currency: launch.currency };
}
