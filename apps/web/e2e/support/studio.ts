import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { apiPaths, launchGameResponse, STUDIO_TOKEN_HEADER, studioPaths, toMinorUnits } from '@lodestar/contracts';
import type { FairnessInput } from '@lodestar/games';
import { studioSeedPairs } from '../../../server/src/modules/studio/schema.ts';
import type { RunningServer } from './server.ts';

/**
 * Launches a Lodestar Original (`lodestar:{gameId}`) through the casino's real launch call, in demo unless told
 * otherwise, and opens the game client it returns; answers the game session's launch token.
 */
export async function openGameClient(page: Page, gameId: string, { demo = true } = {}): Promise<string> {
  const response = await page.request.post(apiPaths.launchGame, { data: { id: `lodestar:${gameId}`, demo } });
  expect(response.status()).toBe(200);
  const { url } = launchGameResponse.parse(await response.json());
  await page.goto(url);
  await expect(page.getByTestId('studio-balance')).toBeVisible();
  return new URL(url, 'http://studio').searchParams.get('token')!;
}

const EUR_AMOUNT = /(\d+\.\d{2}) EUR/;

/** The stake an EUR game's stake field shows ('1.50') in minor units (150n). */
export async function typedStakeOf(field: Locator): Promise<bigint> {
  return toMinorUnits(await field.inputValue(), 100);
}

/** '1000.00 EUR' (exactly that, around white space) → 100000n. */
export function minorUnitsOf(shown: string | null): bigint {
  const match = new RegExp(`^${EUR_AMOUNT.source}$`).exec(shown?.trim() ?? '');
  expect(match, `an EUR amount, got ${shown}`).not.toBeNull();
  return toMinorUnits(match![1]!, 100);
}

/** The EUR amount inside a longer text: 'You win 2.00 EUR' → 200n. */
export function eurMinorUnits(shown: string | null): bigint {
  const match = EUR_AMOUNT.exec(shown ?? '');
  expect(match, `an EUR amount in ${shown}`).not.toBeNull();
  return toMinorUnits(match![1]!, 100);
}

/** 1234n → '12.34 EUR', as the site and the game clients show it. */
export const formatEur = (minor: bigint) => `${(Number(minor) / 100).toFixed(2)} EUR`;

/** The studio balance bar of a game client, on its own page or inside the casino's game frame. */
export const studioBalance = (scope: Page | FrameLocator) => scope.getByTestId('studio-balance');

/** What the studio balance bar shows now, in minor units. */
export const balanceOf = async (scope: Page | FrameLocator) => minorUnitsOf(await studioBalance(scope).textContent());

/** Waits until the studio balance bar shows exactly `minor`. */
export const expectBalance = (scope: Page | FrameLocator, minor: bigint) => expect(studioBalance(scope)).toHaveText(formatEur(minor));

/**
 * Makes the next round of a game session come out as a test needs, without luck: reads the session's secret
 * server seed from the worker's own database (as the API test kit's activeServerSeedOf does) and puts on the active
 * pair the first client seed `e2e-0`, `e2e-1`… for which `wanted` holds at the next nonce. Written in the database,
 * since through the studio API a new client seed rotates the pair to a server seed unknown until then.
 */
export async function chooseClientSeed(page: Page, server: RunningServer, token: string, wanted: (input: FairnessInput) => boolean): Promise<string> {
  const state = await (await page.request.get(studioPaths.fairness, { headers: { [STUDIO_TOKEN_HEADER]: token } })).json();
  const activePair = and(eq(studioSeedPairs.serverSeedHash, state.active.serverSeedHash), isNull(studioSeedPairs.revealedAt));
  const [pair] = await server.database.db.select({ serverSeed: studioSeedPairs.serverSeed }).from(studioSeedPairs).where(activePair);
  expect(pair, 'the active seed pair of the game session').toBeDefined();
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const clientSeed = `e2e-${attempt}`;
    if (!wanted({ serverSeed: pair!.serverSeed, clientSeed, nonce: state.active.nonce })) continue;
    await server.database.db.update(studioSeedPairs).set({ clientSeed }).where(activePair);
    return clientSeed;
  }
  throw new Error('No client seed gives the wanted round');
}

/** The slot status once a round is over and paid ('No win this time.', 'You won 2.00 EUR!', 'Returned …'). */
const SLOT_ROUND_OVER = /(No win this time\.|You won \d+\.\d{2} EUR!|Returned .+\)\.)$/;

/**
 * One press of a slot's Spin, then a wait until the round has played out (free spins included): the win shown
 * then is the round's payout, not a free spin's share of it. Answers the stake and that win.
 */
export async function spinSlotOnce(scope: Page | FrameLocator) {
  await expect(studioBalance(scope)).toBeVisible();
  const stake = await typedStakeOf(scope.getByLabel('Total bet', { exact: true }));
  await scope.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(scope.getByRole('status').filter({ hasText: SLOT_ROUND_OVER })).toBeVisible({ timeout: 30_000 });
  return { stake, win: minorUnitsOf(await scope.getByTestId('slot-win').textContent()) };
}
