import { randomUUID } from 'node:crypto';
import { providerWalletPaths } from '@lodestar/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { createGameSessionService } from '../games/index.ts';
import { balanceOf, postTransactionInOwnTransaction } from '../ledger/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';
import { account } from './bet-hooks-test-kit.ts';

/**
 * The provider wallet's test app with players funded straight on the ledger (no deposit, so no deposit promotion is
 * granted under the test), seats at any game, and the protocol calls with is_free.
 */
export function useBetHooksTestApp(...appOptions: Parameters<typeof useWalletTestApp>) {
  const wallet = useWalletTestApp(...appOptions);
  const { t, call } = wallet;

  /** A registered player whose cash is `cash` minor units of `currency`. */
  async function playerWithCash(cash: bigint, currency = 'EUR') {
    const player = await newPlayer(t, currency);
    if (cash > 0n) await fundCash(t, player.playerId, cash, currency);
    return player;
  }

  async function seatAt(playerId: string, gameId: string, currency = 'EUR') {
    const { token } = await createGameSessionService({ db: t.database.db }).issue({ playerId, gameId, currency, mode: 'real' });
    return { user: playerId, token, game_code: gameId };
  }

  async function balances(playerId: string, currency = 'EUR') {
    const db = t.database.db;
    const [cash, bonus, freeSpin] = await Promise.all(
      (['cash', 'bonus', 'free-spin'] as const).map((purpose) => balanceOf(db, account(playerId, currency, purpose))),
    );
    return { cash: cash!, bonus: bonus!, freeSpin: freeSpin! };
  }

  const bet = (base: object, transaction: string, amount: number, { round = 'round-1', free = false } = {}) =>
    call(providerWalletPaths.bet, { ...base, transaction_uuid: transaction, round, amount, currency: 'EUR', ...(free ? { is_free: true } : {}) });

  /** A bet and its win in one play call, so in one transaction, as the studio settles an instant round. */
  const play = (base: object, transaction: string, stake: number, payout: number, { round = 'round-1', free = false } = {}) =>
    call(providerWalletPaths.play, {
      ...base,
      round,
      currency: 'EUR',
      actions: [
        { action: 'bet', transaction_uuid: transaction, amount: stake, ...(free ? { is_free: true } : {}) },
        { action: 'win', transaction_uuid: `${transaction}:win`, reference_transaction_uuid: transaction, round_closed: true, amount: payout },
      ],
    });

  return { ...wallet, playerWithCash, seatAt, balances, bet, play };
}

/** Cash for a test player, posted from the house's payments clearing as a credited deposit would be. */
export async function fundCash(t: TestApp, playerId: string, amount: bigint, currency = 'EUR'): Promise<void> {
  await postTransactionInOwnTransaction(t.database.db, {
    idempotencyKey: `test:cash:${randomUUID()}`,
    kind: 'deposit',
    legs: [
      { account: { owner: { type: 'house' }, currency, purpose: 'payments-clearing' }, amount: -amount },
      { account: account(playerId, currency, 'cash'), amount },
    ],
  });
}
