import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { providerWalletPaths, walletResponse, type WalletResponse } from '@lodestar/contracts';
import { STUDIO_PROVIDER_ID } from '../games/index.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';

/** The player, launch token, game and currency every wallet call of a real-money session carries. */
export interface WalletSeat {
  playerId: string;
  token: string;
  gameId: string;
  currency: string;
}

export type StudioWalletClient = ReturnType<typeof createStudioWalletClient>;

/**
 * The studio's side of the provider wallet API: signed HTTP calls, exactly what a third-party provider sends. They go
 * through Fastify's inject on the casino's own instance (no socket, same code path as the network). Every call is
 * idempotent by its transaction id, so a retry after a crash is safe.
 */
export function createStudioWalletClient({
  inject,
  secret,
}: {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  secret: string;
}) {
  const call = async (path: string, seat: WalletSeat, body: Record<string, unknown>): Promise<WalletResponse> => {
    const signed = signedProviderRequest(STUDIO_PROVIDER_ID, secret, { user: seat.playerId, token: seat.token, game_code: seat.gameId, ...body });
    const response = await inject({ method: 'POST', url: path, ...signed });
    if (response.statusCode !== 200) throw new Error(`provider wallet ${path} answered HTTP ${response.statusCode}: ${response.body}`);
    return walletResponse.parse(response.json());
  };

  return {
    balance: (seat: WalletSeat) => call(providerWalletPaths.balance, seat, {}),

    bet: (seat: WalletSeat, bet: { transaction: string; round: string; amount: bigint; jackpotContribution: bigint; free?: boolean }) =>
      call(providerWalletPaths.bet, seat, {
        transaction_uuid: bet.transaction,
        round: bet.round,
        amount: Number(bet.amount),
        currency: seat.currency,
        ...(bet.jackpotContribution > 0n ? { jackpot_contribution: Number(bet.jackpotContribution) } : {}),
        ...(bet.free ? { is_free: true } : {}),
      }),

    rollback: (seat: WalletSeat, rollback: { transaction: string; reference: string; round: string }) =>
      call(providerWalletPaths.rollback, seat, {
        transaction_uuid: rollback.transaction,
        reference_transaction_uuid: rollback.reference,
        round: rollback.round,
      }),

    win: (seat: WalletSeat, win: { transaction: string; reference: string; round: string; amount: bigint; jackpot?: boolean }) =>
      call(providerWalletPaths.win, seat, {
        transaction_uuid: win.transaction,
        reference_transaction_uuid: win.reference,
        round: win.round,
        round_closed: true,
        amount: Number(win.amount),
        currency: seat.currency,
        ...(win.jackpot ? { jackpot: true } : {}),
      }),
  };
}
