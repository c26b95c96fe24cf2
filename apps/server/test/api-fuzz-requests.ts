import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { JsonSchema } from 'json-schema-faker';
import { apiPaths, PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, SESSION_COOKIE_NAME, STUDIO_TOKEN_HEADER, studioPaths } from '@lodestar/contracts';
import type { Config } from '../src/config.ts';
import { STUDIO_PROVIDER_ID } from '../src/modules/games/index.ts';
import { signWebhook, SIGNATURE_HEADER } from '../src/modules/payments/index.ts';
import { signProviderBody } from '../src/platform/provider-signature.ts';
import { bodyMutations, encodeBody, fake, parameterValue, type BodyMutation, type Random } from './api-fuzz-kit.ts';
import type { Operation } from './api-fuzz-operations.ts';
import type { FuzzPlayer } from './fuzz-player-test-kit.ts';
import { validRegistration } from './test-app.ts';

const GAME_IDS = ['lodestar:dice', 'lodestar:limbo', 'lodestar:plinko', 'lodestar:not-a-game'];

/** A path segment as an attacker writes it: a lone surrogate goes as the bytes of an invalid UTF-8 sequence. */
const encodePathSegment = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\u0001')).replaceAll('%01', '%ED%A0%80');

/**
 * Builds the fuzz's requests for one run: each operation's parameters and body (valid, realistic, or mutated), and
 * its credentials (honest most of the time, forged otherwise) for the scheme it declares.
 */
export function createRequestMaker({
  config,
  player,
  random,
  seed,
  operations,
}: {
  config: Config;
  player: FuzzPlayer;
  random: Random;
  seed: number;
  operations: Operation[];
}) {
  const webhookBodySchema = operations.find((operation) => operation.path === '/payments/webhooks/{gateway}')!.requestBody!.content[
    'application/json'
  ]!.schema;

  const authenticate = (operation: Operation, headers: Record<string, string>, body: string | Buffer | undefined) => {
    const honest = random.chance(0.8);
    switch (operation.scheme) {
      case 'launchToken':
        if (honest) headers[STUDIO_TOKEN_HEADER] = player.launchToken;
        else if (random.chance(0.7)) headers[STUDIO_TOKEN_HEADER] = parameterValue(random, '', true).replace(/[^\x20-\x7e]/g, '') || 'x';
        return;
      case 'staffApiToken':
        if (honest) headers.authorization = `Bearer ${player.adminToken}`;
        else if (random.chance(0.7))
          headers.authorization = random.pick(['Bearer ', 'Bearer wrong', 'Basic abc', `Bearer ${player.adminToken}x`, 'Bearer __proto__']);
        return;
      case 'webhookSignature': {
        const raw = body === undefined ? '' : body.toString();
        headers[SIGNATURE_HEADER] = honest
          ? signWebhook(config.PAYMENTS_WEBHOOK_SECRET, raw)
          : random.pick([
              signWebhook('wrong-secret', raw),
              't=1,v1=00',
              'v1=',
              '',
              `t=${Number.MAX_SAFE_INTEGER},v1=${'a'.repeat(64)}`,
              't=__proto__,v1=__proto__',
            ]);
        return;
      }
      case 'providerId': {
        const raw = body === undefined ? '' : body.toString();
        headers[PROVIDER_ID_HEADER] = honest ? STUDIO_PROVIDER_ID : random.pick(['__proto__', 'constructor', 'toString', 'someone-else', '']);
        headers[PROVIDER_SIGNATURE_HEADER] =
          honest || random.chance(0.5) ? signProviderBody(config.STUDIO_WALLET_SECRET, raw) : random.pick(['', 'zz', '0'.repeat(64)]);
        return;
      }
      default:
        // Session routes and public ones alike: signed in most of the time, sometimes with a forged cookie.
        if (random.chance(operation.scheme === 'sessionCookie' ? 0.8 : 0.5)) headers.cookie = player.cookie;
        else if (random.chance(0.3)) headers.cookie = `${SESSION_COOKIE_NAME}=${random.pick(['forged', '__proto__', '%00', 'a'.repeat(300)])}`;
    }
  };

  /**
   * Requests a player or partner really sends, for the routes whose schema-valid bodies the domain almost always
   * refuses (an unknown game, an unsigned-up email, a day range): without them the fuzz would stop at the surface.
   */
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const realistic: Record<string, () => { body?: unknown; query?: Record<string, string>; params?: Record<string, string> }> = {
    [`POST ${apiPaths.signin}`]: () => ({ body: { email: player.email, password: player.password } }),
    [`POST ${apiPaths.registration}`]: () => ({ body: validRegistration(`fuzz-${seed}-${random.int(1e9)}@example.com`) }),
    [`POST ${apiPaths.launchGame}`]: () => ({ body: { id: random.pick(GAME_IDS), demo: random.chance(0.5) } }),
    [`POST ${apiPaths.favoriteGames}`]: () => ({ body: { id: random.pick(GAME_IDS) } }),
    [`DELETE ${apiPaths.favoriteGames}/{id}`]: () => ({ params: { id: random.pick(GAME_IDS) } }),
    [`POST ${studioPaths.rounds}`]: () => ({
      body: { stake: String(1 + random.int(300)), params: { target: random.int(99) + 1, direction: random.pick(['over', 'under']) } },
    }),
    [`GET ${apiPaths.betHistory}`]: () => ({ query: { from: monthAgo, to: today } }),
    [`POST ${apiPaths.fiatWithdraw}`]: () => ({ body: { amount: String(1 + random.int(20)), currency: 'EUR', email: player.email } }),
    [`POST ${apiPaths.deposit('{gateway}')}`]: () => ({
      params: { gateway: 'ikajo' },
      body: { amount: String(10 + random.int(90)), currency: 'EUR', cardTier: 'Ruby' },
    }),
    [`POST /api/admin/withdrawals/{id}/approve`]: () => ({ params: { id: random.pick(player.withdrawalIds) } }),
    [`POST /api/admin/withdrawals/{id}/reject`]: () => ({ params: { id: random.pick(player.withdrawalIds) } }),
    [`POST /payments/webhooks/{gateway}`]: () => {
      const payment = random.pick(player.pendingPayments);
      const body = fake(random, webhookBodySchema) as Record<string, unknown>;
      return {
        params: { gateway: payment.gateway },
        body: { ...body, data: { ...(body.data as object), paymentId: payment.id, currency: 'EUR', amount: '25.00' } },
      };
    },
  };

  /** A valid body for the operation, with the real ids of this run where the route needs them to go deep. */
  const validBody = (operation: Operation, schema: JsonSchema) => {
    const body = fake(random, schema) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    if (operation.scheme === 'providerId' && random.chance(0.8)) {
      Object.assign(body, {
        user: player.playerId,
        token: player.launchToken,
        game_code: player.gameId,
        currency: 'EUR',
        request_uuid: randomUUID(),
      });
      if ('amount' in body) body.amount = random.int(300);
      if ('jackpot_contribution' in body) body.jackpot_contribution = 0;
      if ('jackpot' in body) body.jackpot = false;
      if ('transaction_uuid' in body) body.transaction_uuid = random.pick(player.transactionIds);
      if ('reference_transaction_uuid' in body) body.reference_transaction_uuid = random.pick(player.transactionIds);
    }
    if (operation.scheme === 'webhookSignature' && random.chance(0.5)) {
      const data = (body.data ?? {}) as Record<string, unknown>;
      body.data = {
        ...data,
        paymentId: random.pick(player.pendingPayments).id,
        currency: 'EUR',
        amount: random.pick(['25.00', '25', '0', '-1', '1e3', '25.001']),
      };
    }
    return body;
  };

  /** One request for the operation: parameters, body and credentials, each honest or attacked by chance. */
  return (operation: Operation): InjectOptions => {
    const scenario = random.chance(0.4) ? realistic[`${operation.method} ${operation.path}`]?.() : undefined;
    const mutateParameters = random.chance(0.25);
    let url = operation.path;
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      const mutate = mutateParameters && random.chance(0.6);
      const known = scenario?.params?.[parameter.name] ?? scenario?.query?.[parameter.name];
      if (parameter.in === 'path') {
        url = url.replace(`{${parameter.name}}`, encodePathSegment(parameterValue(random, known ?? fake(random, parameter.schema), mutate)));
      } else if (parameter.in === 'query' && (parameter.required || random.chance(0.6) || mutate)) {
        query.append(parameter.name, parameterValue(random, known ?? fake(random, parameter.schema), mutate));
        if (mutate && random.chance(0.2)) query.append(parameter.name, 'again');
      }
    }
    if (mutateParameters && random.chance(0.3)) query.append(random.pick(['__proto__[x]', 'constructor', '__proto__', 'a[b][c]']), '1');
    const search = query.toString();
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    if (operation.method !== 'GET') {
      const mutation: BodyMutation = random.chance(0.35) ? 'valid' : random.pick(bodyMutations);
      const valid = scenario?.body ?? (bodySchema ? validBody(operation, bodySchema) : {});
      const encoded = encodeBody(random, valid, bodySchema || random.chance(0.3) ? mutation : 'empty-body');
      payload = encoded.payload;
      if (encoded.contentType) headers['content-type'] = encoded.contentType;
      if (random.chance(0.05)) headers.origin = random.pick(['https://evil.example', 'null', 'http://localhost:1']);
    }
    authenticate(operation, headers, payload);
    return { method: operation.method, url: search ? `${url}?${search}` : url, headers, ...(payload === undefined ? {} : { payload }) };
  };
}
