import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { providerWalletPaths, type WalletResponse } from '@lodestar/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createGameSessionService, STUDIO_PROVIDER_ID } from '../games/index.ts';
import { games, ledgerEntries, ledgerTransactions, providerTransactions } from '../../db/schema.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';

/** Posts a signed body to the provider wallet API (through inject in API tests, over HTTP in browser tests). */
export type PostSigned = (path: string, body: string, headers: Record<string, string>) => Promise<WalletResponse>;

export interface Seat {
  user: string;
  token: string;
  game_code: string;
  currency: string;
}

/** A live real-money launch of a game for a player, as the game aggregator issues it. */
export async function seat(db: Database, launch: { playerId: string; gameId: string; currency?: string }): Promise<Seat> {
  const currency = launch.currency ?? 'EUR';
  const { token } = await createGameSessionService({ db }).issue({ playerId: launch.playerId, gameId: launch.gameId, currency, mode: 'real' });
  return { user: launch.playerId, token, game_code: launch.gameId, currency };
}

/**
 * Plays rounds the way a provider does on the wallet API: a signed bet, then a signed win closing the round
 * (a win of 0 when the round lost). Amounts are minor units.
 */
export function roundPlayer(post: PostSigned, studioSecret: string) {
  const send = async (path: string, body: Record<string, unknown>) => {
    const { payload, headers } = signedProviderRequest(STUDIO_PROVIDER_ID, studioSecret, body);
    const answer = await post(path, payload, headers);
    if (answer.status !== 'RS_OK') throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer;
  };

  return {
    async bet(at: Seat, round: string, stake: number): Promise<string> {
      const transaction = `bet-${randomUUID()}`;
      await send(providerWalletPaths.bet, { ...at, transaction_uuid: transaction, round, amount: stake });
      return transaction;
    },

    async win(at: Seat, round: string, betTransaction: string, prize: number): Promise<WalletResponse> {
      const transaction = `win-${randomUUID()}`;
      return send(providerWalletPaths.win, {
        ...at,
        transaction_uuid: transaction,
        reference_transaction_uuid: betTransaction,
        round,
        round_closed: true,
        amount: prize,
      });
    },

    async rollback(at: Seat, round: string, betTransaction: string): Promise<WalletResponse> {
      const transaction = `rollback-${randomUUID()}`;
      return send(providerWalletPaths.rollback, { ...at, transaction_uuid: transaction, reference_transaction_uuid: betTransaction, round });
    },

    /** A whole round; answers the wallet's balance after it. */
    async play(at: Seat, round: string, { stake, prize }: { stake: number; prize: number }): Promise<WalletResponse> {
      return this.win(at, round, await this.bet(at, round, stake), prize);
    },
  };
}

/**
 * Moves a round into the past, as if it had been played at `when`: its wallet rows and the ledger entries of
 * its movements, which were written in the same DB transactions and so share their time.
 */
export async function backdateRound(db: Database, round: string, when: Date): Promise<void> {
  await db.update(providerTransactions).set({ createdAt: when }).where(eq(providerTransactions.roundId, round));
  const movements = db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.referenceId, `${STUDIO_PROVIDER_ID}:${round}`));
  await db.update(ledgerEntries).set({ createdAt: when }).where(inArray(ledgerEntries.transactionId, movements));
}

/**
 * A slot of the studio's wallet in the catalogue of the calling test's app, and a round player that posts to its
 * provider wallet API through inject.
 */
export async function slotWithRoundPlayer(t: TestApp, game: { id: string; name: string; provider: string; imageId: string; sortOrder: number }) {
  await t.database.db.insert(games).values({
    ...game,
    category: 'slots',
    categories: ['slots'],
    launchId: game.id,
    rtp: '96.00',
    walletProviderId: STUDIO_PROVIDER_ID,
    maxMultiplier: '1000',
  });
  return roundPlayer(async (path, body, headers) => {
    const response = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
    return response.json<WalletResponse>();
  }, t.config.STUDIO_WALLET_SECRET);
}
