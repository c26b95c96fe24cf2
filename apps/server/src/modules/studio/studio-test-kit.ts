import { and, eq, isNull } from 'drizzle-orm';
import { apiPaths, STUDIO_TOKEN_HEADER, studioPaths, type StudioRound } from '@lodestar/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { postTransactionInOwnTransaction } from '../ledger/index.ts';
import { declinePromotions, depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { studioRounds, studioSeedPairs } from './schema.ts';

/** Launches a game as the web app does and returns the token of its /studio/ URL. */
export async function launch(t: TestApp, gameId: string, options: { cookie?: string; demo?: boolean; currency?: string } = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.launchGame,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { id: gameId, demo: options.demo ?? false, ...(options.currency ? { currency: options.currency } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`launch refused: ${response.body}`);
  return new URL(response.json().url, 'http://casino.test').searchParams.get('token')!;
}

/** A player with 50 EUR of cash (no bonus: the first-deposit offer declined) and a real-money seat at the game. */
export async function seatedPlayer(t: TestApp, gameId: string) {
  const player = await newPlayer(t);
  await declinePromotions(t, player.cookie);
  await depositByCard(t, player.cookie, '50');
  const token = await launch(t, gameId, { cookie: player.cookie });
  return { ...player, token, studio: studioClient(t, token) };
}

/** The studio API as a game client calls it, with the launch token in its header. */
export function studioClient(t: TestApp, token: string | undefined) {
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: token ? { [STUDIO_TOKEN_HEADER]: token } : {}, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    session: () => send('GET', studioPaths.session),
    play: (stake: bigint | number, params: object = {}) => send('POST', studioPaths.rounds, { stake: stake.toString(), params }),
    /** One of the player's free spins: the stake sent is ignored, the promotion's is played. */
    playFreeSpin: () => send('POST', studioPaths.rounds, { stake: '0', params: {}, freeSpin: true }),
    act: (roundId: string, action: object) => send('POST', studioPaths.roundAction(roundId), action),
    fairness: () => send('GET', studioPaths.fairness),
    /** Rotates the pair: reveals the server seed and starts a new one at nonce 0 with this client seed. */
    setClientSeed: (clientSeed: string) => send('PUT', studioPaths.clientSeed, { clientSeed }),
  };
}

/** Cash for a player in any currency, as a settled deposit would leave it (card deposits are fiat only). */
export async function creditCash(t: TestApp, playerId: string, currency: string, amount: bigint): Promise<void> {
  await postTransactionInOwnTransaction(t.database.db, {
    idempotencyKey: `test-credit:${playerId}:${currency}:${amount}:${Date.now()}`,
    kind: 'deposit',
    legs: [
      { account: { owner: { type: 'house' }, currency, purpose: 'payments-clearing' }, amount: -amount },
      { account: { owner: { type: 'player', playerId }, currency, purpose: 'cash' }, amount },
    ],
  });
}

const activePairOf = (playerId: string) => and(eq(studioSeedPairs.playerId, playerId), isNull(studioSeedPairs.revealedAt));

/** The secret server seed of a player's active pair: what a test needs to choose a client seed with a known outcome. */
export async function activeServerSeedOf(t: TestApp, playerId: string): Promise<string> {
  const [pair] = await t.database.db.select().from(studioSeedPairs).where(activePairOf(playerId));
  return pair!.serverSeed;
}

/**
 * Puts a client seed chosen for its outcome on the player's active pair, keeping its server seed and nonce: through
 * the API a new client seed rotates the pair, and the new server seed is unknown until then.
 */
export async function fixActiveClientSeed(t: TestApp, playerId: string, clientSeed: string): Promise<void> {
  await t.database.db.update(studioSeedPairs).set({ clientSeed }).where(activePairOf(playerId));
}

/**
 * Puts a settled instant round of 1.00 back to pending, as a request that died after its wallet calls, before marking
 * it settled, leaves it (`updatedAt`: when that was); returns the row as it was settled.
 */
export async function pendingAgainAfterItsWalletCalls(t: TestApp, roundId: string, updatedAt = new Date()) {
  const [row] = await t.database.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  await t.database.db
    .update(studioRounds)
    .set({
      status: 'pending',
      stake: 0n,
      payout: 0n,
      wagers: 0,
      updatedAt,
      pending: { state: row!.state, staked: '100', finished: true, payout: row!.payout.toString(), action: null },
    })
    .where(eq(studioRounds.id, roundId));
  return row!;
}

type Studio = ReturnType<typeof studioClient>;

/** Deals blackjack hands of 1.00 EUR until one waits for the player (a natural ends at once); answers under an ace are declined. */
export async function openHand(studio: Studio): Promise<StudioRound & { outcome: { actions: string[] } }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { body } = await studio.play(100);
    let round = body.round;
    if (round.status === 'open' && round.outcome.phase === 'insurance') round = (await studio.act(round.id, { action: 'no-insurance' })).body.round;
    if (round.status === 'open') return round;
  }
  throw new Error('no open hand in 20 deals');
}
