import { beforeAll, expect } from 'vitest';
import { providerWalletPaths, type WalletResponse } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { games } from '../../db/schema.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';
import { createGameSessionService, STUDIO_PROVIDER_ID } from '../games/index.ts';
import { declinePromotions, depositByCard, newPlayer } from '../payments/payments-test-kit.ts';

/** A slot of our studio, with a jackpot and a maximum multiplier of 100, that the protocol tests play on. */
export const WALLET_TEST_GAME = 'lodestar:test-slot';

/**
 * The app of a provider wallet test file with its test game, and the protocol as a provider calls it: correctly signed
 * bets, wins and rollbacks for a seated player.
 */
export function useWalletTestApp(...appOptions: Parameters<typeof useTestApp>) {
  const t = useTestApp(...appOptions);
  beforeAll(async () => {
    await t.database.db.insert(games).values({
      id: WALLET_TEST_GAME,
      name: 'Test Slot',
      provider: 'Lodestar Originals',
      imageId: 'lodestar:TestSlot',
      category: 'slots',
      categories: ['slots'],
      launchId: 'test-slot',
      rtp: '96.00',
      sortOrder: 1,
      hasJackpot: true,
      walletProviderId: STUDIO_PROVIDER_ID,
      maxMultiplier: '100',
    });
  });

  /** A player with 50.00 EUR of cash (promotions declined: no bonus beside it) and a live real-money launch token. */
  async function seated() {
    const player = await newPlayer(t);
    await declinePromotions(t, player.cookie);
    await depositByCard(t, player.cookie, '50');
    const { token, session } = await createGameSessionService({ db: t.database.db }).issue({
      playerId: player.playerId,
      gameId: WALLET_TEST_GAME,
      currency: 'EUR',
      mode: 'real',
    });
    const base = { user: player.playerId, token, game_code: WALLET_TEST_GAME };
    return { ...player, sessionId: session.id, base };
  }

  async function call(path: string, body: Record<string, unknown>, options: { secret?: string; provider?: string } = {}): Promise<WalletResponse> {
    const signed = signedProviderRequest(options.provider ?? STUDIO_PROVIDER_ID, options.secret ?? t.config.STUDIO_WALLET_SECRET, body);
    const response = await t.app.inject({ method: 'POST', url: path, ...signed });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const bet = (base: object, transaction: string, amount: number, round = 'round-1') =>
    call(providerWalletPaths.bet, { ...base, transaction_uuid: transaction, round, amount, currency: 'EUR' });
  const win = (base: object, transaction: string, reference: string, amount: number, round = 'round-1') =>
    call(providerWalletPaths.win, {
      ...base,
      transaction_uuid: transaction,
      reference_transaction_uuid: reference,
      round,
      round_closed: true,
      amount,
      currency: 'EUR',
    });
  const rollback = (base: object, transaction: string, reference: string, round = 'round-1') =>
    call(providerWalletPaths.rollback, { ...base, transaction_uuid: transaction, reference_transaction_uuid: reference, round });

  /** One play call: its actions (built with betAction and winAction) in one transaction. */
  const play = (base: object, round: string, actions: object[]) => call(providerWalletPaths.play, { ...base, round, currency: 'EUR', actions });
  const betAction = (transaction: string, amount: number, extra: object = {}) => ({ action: 'bet', transaction_uuid: transaction, amount, ...extra });
  const winAction = (transaction: string, reference: string, amount: number, extra: object = {}) => ({
    action: 'win',
    transaction_uuid: transaction,
    reference_transaction_uuid: reference,
    round_closed: true,
    amount,
    ...extra,
  });

  return { t, seated, call, bet, win, rollback, play, betAction, winAction };
}
