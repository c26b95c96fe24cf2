import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { providerWalletPaths, walletResponse, type WalletResponse } from '@lodestar/contracts';
import { STUDIO_PROVIDER_ID } from '../games/index.ts';
import type { WalletTransport } from '../provider-wallet/index.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';

/** The player, launch token, game and currency every wallet call of a real-money session carries. */
export interface WalletSeat {
  playerId: string;
  token: string;
  gameId: string;
  currency: string;
}

export interface WalletBet {
  transaction: string;
  round: string;
  amount: bigint;
  jackpotContribution: bigint;
  free?: boolean;
}

export interface WalletWin {
  transaction: string;
  reference: string;
  round: string;
  amount: bigint;
  jackpot?: boolean;
}

export type StudioWalletClient = ReturnType<typeof createStudioWalletClient>;

/**
 * The wallet calls as a third-party provider sends them: signed HTTP requests, through Fastify's inject on the casino's
 * own instance (no socket, the network's code path). Tests use it to prove the studio's calls pass the API's checks.
 */
export function signedHttpWalletTransport({
  inject,
  secret,
}: {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  secret: string;
}): WalletTransport {
  return async (path, body) => {
    const signed = signedProviderRequest(STUDIO_PROVIDER_ID, secret, body);
    const response = await inject({ method: 'POST', url: path, ...signed });
    if (response.statusCode !== 200) throw new Error(`provider wallet ${path} answered HTTP ${response.statusCode}: ${response.body}`);
    return walletResponse.parse(response.json());
  };
}

/**
 * The studio's side of the provider wallet API: the calls a provider makes, sent by a transport (in-process in the
 * casino, see provider-wallet's inProcessWalletTransport). Every call is idempotent by its transaction ids, so a retry
 * after a crash is safe.
 */
export function createStudioWalletClient(transport: WalletTransport) {
  const call = (path: string, seat: WalletSeat, body: Record<string, unknown>): Promise<WalletResponse> =>
    transport(path, { user: seat.playerId, token: seat.token, game_code: seat.gameId, ...body });

  const betFieldsOf = (bet: WalletBet) => ({
    transaction_uuid: bet.transaction,
    amount: Number(bet.amount),
    ...(bet.jackpotContribution > 0n ? { jackpot_contribution: Number(bet.jackpotContribution) } : {}),
    ...(bet.free ? { is_free: true } : {}),
  });
  const winFieldsOf = (win: WalletWin) => ({
    transaction_uuid: win.transaction,
    reference_transaction_uuid: win.reference,
    round_closed: true,
    amount: Number(win.amount),
    ...(win.jackpot ? { jackpot: true } : {}),
  });

  return {
    balance: (seat: WalletSeat) => call(providerWalletPaths.balance, seat, {}),

    bet: (seat: WalletSeat, bet: WalletBet) =>
      call(providerWalletPaths.bet, seat, { round: bet.round, currency: seat.currency, ...betFieldsOf(bet) }),

    rollback: (seat: WalletSeat, rollback: { transaction: string; reference: string; round: string }) =>
      call(providerWalletPaths.rollback, seat, {
        transaction_uuid: rollback.transaction,
        reference_transaction_uuid: rollback.reference,
        round: rollback.round,
      }),

    win: (seat: WalletSeat, win: WalletWin) =>
      call(providerWalletPaths.win, seat, { round: win.round, currency: seat.currency, ...winFieldsOf(win) }),

    /** A bet and the wins of its round in one call: the wallet moves all of it or nothing. */
    play: (seat: WalletSeat, bet: WalletBet, wins: WalletWin[]) =>
      call(providerWalletPaths.play, seat, {
        round: bet.round,
        currency: seat.currency,
        actions: [{ action: 'bet', ...betFieldsOf(bet) }, ...wins.map((win) => ({ action: 'win', ...winFieldsOf(win) }))],
      }),
  };
}
