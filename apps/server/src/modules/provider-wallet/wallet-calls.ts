import { randomUUID } from 'node:crypto';
import {
  providerWalletPaths,
  walletBalanceRequest,
  walletBetRequest,
  walletPlayRequest,
  walletRollbackRequest,
  walletWinRequest,
  type WalletResponse,
} from '@lodestar/contracts';
import type { z } from 'zod';
import type { ProviderWalletService } from './service.ts';

/** One call of the provider wallet API: where it is sent, the body it takes, and its answer to a body. */
export interface WalletCallRoute {
  path: string;
  summary: string;
  schema: z.ZodType;
  /** Answers a parsed JSON body: RS_ERROR_WRONG_SYNTAX when the body breaks the call's schema, as providers expect. */
  answer(provider: string, body: unknown): Promise<WalletResponse>;
}

/** A call's request_uuid, echoed even in the answer to a body that is otherwise wrong. */
export function requestUuidOf(body: unknown): string {
  const echoed = (body as { request_uuid?: unknown } | null | undefined)?.request_uuid;
  return typeof echoed === 'string' || typeof echoed === 'number' ? String(echoed) : '';
}

const walletCall = <Schema extends z.ZodType<{ request_uuid: string }>>(
  path: string,
  summary: string,
  schema: Schema,
  call: (provider: string, body: z.infer<Schema>) => Promise<WalletResponse>,
): WalletCallRoute => ({
  path,
  summary,
  schema,
  answer: async (provider, body) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? call(provider, parsed.data) : { status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: requestUuidOf(body) };
  },
});

/** Every call of the API, served over HTTP to providers (routes.ts) and in-process to the studio. */
export function walletCallsOf(service: ProviderWalletService): WalletCallRoute[] {
  return [
    walletCall(providerWalletPaths.balance, 'Balance of the session’s player', walletBalanceRequest, service.balance),
    walletCall(providerWalletPaths.bet, 'Take a stake', walletBetRequest, service.bet),
    walletCall(providerWalletPaths.win, 'Pay a win of a bet', walletWinRequest, service.win),
    walletCall(providerWalletPaths.rollback, 'Reverse a bet', walletRollbackRequest, service.rollback),
    walletCall(providerWalletPaths.play, 'Bets and wins of one round at once, all or none', walletPlayRequest, service.play),
  ];
}

/** Sends a provider's call body (without its request_uuid) to a path of the API and resolves to the answer. */
export type WalletTransport = (path: string, body: Record<string, unknown>) => Promise<WalletResponse>;

/**
 * The in-process transport for the casino's own studio: the same paths, bodies, schemas and answers as the HTTP API,
 * without the HTTP framing, the JSON text and the signature, which guard a network the studio's calls never cross.
 * A spin's wallet call took a full request through Fastify's inject, an HMAC on each side and two JSON round trips
 * (issue 16).
 */
export function inProcessWalletTransport(calls: readonly WalletCallRoute[], provider: string): WalletTransport {
  const byPath = new Map(calls.map((call) => [call.path, call]));
  return (path, body) => {
    const call = byPath.get(path);
    if (!call) throw new Error(`the provider wallet API has no call at ${path}`);
    return call.answer(provider, { request_uuid: randomUUID(), ...body });
  };
}
