import { describe, expect, it } from 'vitest';
import { providerWalletPaths, type WalletResponse } from '@lodestar/contracts';
import type { ProviderWalletService } from './service.ts';
import { inProcessWalletTransport, walletCallsOf } from './wallet-calls.ts';

/** A service that records what reaches it: the transport's checks are under test here, not the wallet's. */
function recordingService() {
  const received: { provider: string; body: Record<string, unknown> }[] = [];
  const answer = async (provider: string, body: { request_uuid: string }): Promise<WalletResponse> => {
    received.push({ provider, body });
    return { status: 'RS_OK', request_uuid: body.request_uuid, balance: 1 };
  };
  const service = { balance: answer, bet: answer, win: answer, rollback: answer, play: answer } as unknown as ProviderWalletService;
  return { service, received };
}

const seat = { user: 'player-1', token: 'launch-token-0123456789', game_code: 'lodestar:test-slot' };

describe('the in-process wallet transport', () => {
  it('hands the call to the service under the provider, with a fresh request_uuid per call', async () => {
    const { service, received } = recordingService();
    const transport = inProcessWalletTransport(walletCallsOf(service), 'lodestar-studio');
    const bet = { ...seat, round: 'r1', currency: 'EUR', transaction_uuid: 't1', amount: 100 };
    expect((await transport(providerWalletPaths.bet, bet)).status).toBe('RS_OK');
    await transport(providerWalletPaths.bet, bet);
    expect(received.map(({ provider }) => provider)).toEqual(['lodestar-studio', 'lodestar-studio']);
    expect(received[0]!.body).toMatchObject(bet);
    expect(received[0]!.body.request_uuid).not.toBe(received[1]!.body.request_uuid);
  });

  it('answers RS_ERROR_WRONG_SYNTAX to a body the call’s schema refuses, as the HTTP API does, without reaching the service', async () => {
    const { service, received } = recordingService();
    const transport = inProcessWalletTransport(walletCallsOf(service), 'lodestar-studio');
    const answer = await transport(providerWalletPaths.bet, { ...seat, round: 'r1', currency: 'EUR', transaction_uuid: 't1', amount: -5 });
    expect(answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(answer.request_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(received).toEqual([]);
  });

  it('refuses a path the API does not have', () => {
    const transport = inProcessWalletTransport(walletCallsOf(recordingService().service), 'lodestar-studio');
    expect(() => transport('/wallet/steal', seat)).toThrow('the provider wallet API has no call at /wallet/steal');
  });
});
