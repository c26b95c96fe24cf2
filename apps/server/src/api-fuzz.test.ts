import { randomUUID } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { JsonSchema } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import { apiPaths, PROVIDER_ID_HEADER, studioPaths, PROVIDER_SIGNATURE_HEADER, SESSION_COOKIE_NAME, STUDIO_TOKEN_HEADER } from '@lodestar/contracts';
import { sessionCookieOf, tokenFromLink, useTestApp, validRegistration } from '../test/test-app.ts';
import { bodyMutations, encodeBody, fake, parameterValue, seededRandom, type BodyMutation, type Random } from '../test/api-fuzz-kit.ts';
import { STUDIO_PROVIDER_ID } from './modules/games/index.ts';
import { verifyLedger } from './modules/ledger/index.ts';
import { depositByCard, markVerified } from './modules/payments/payments-test-kit.ts';
import { signWebhook, SIGNATURE_HEADER } from './modules/payments/index.ts';
import { signProviderBody } from './platform/provider-signature.ts';
import { resolveAdminToken } from './platform/admin-token.ts';
import { launch } from './modules/studio/studio-test-kit.ts';

/**
 * Schema-driven attack test: every operation of /api/docs/json, called thousands of times with valid bodies and
 * with the inputs attackers send, signed in and out, with correctly signed provider and webhook calls. No answer may
 * be a 5xx, every answer must be a status the document declares with a body matching its schema, and the ledger
 * must balance afterwards. FUZZ_SEED=<n> repeats a run; FUZZ_REQUESTS=<n> changes its length.
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const requestsPerRun = Number(process.env.FUZZ_REQUESTS ?? 3000);
const FUZZ_TIMEOUT_MS = 180_000;

const t = useTestApp();

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
}
interface Operation extends OperationObject {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  scheme: string | undefined;
}

interface Finding {
  kind: '5xx' | 'schema' | 'undeclared';
  request: string;
  status: number;
  detail: string;
}

const describeRequest = (request: InjectOptions) => {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 200);
  return `${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(request.headers ?? {}).slice(0, 300)} ${payload}`;
};

describe('API fuzz', () => {
  it(`answers no 5xx and only what /api/docs/json declares (FUZZ_SEED=${seed})`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const started = Date.now();
    const random = seededRandom(seed);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OperationObject>>;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        ...operation,
        method: method.toUpperCase() as Operation['method'],
        path,
        scheme: Object.keys(operation.security?.[0] ?? {})[0],
      })),
    );

    const webhookBodySchema = operations.find((operation) => operation.path === '/payments/webhooks/{gateway}')!.requestBody!.content[
      'application/json'
    ]!.schema;
    const gameIds = ['lodestar:dice', 'lodestar:limbo', 'lodestar:plinko', 'lodestar:not-a-game'];

    // The signed-in side: a registered, confirmed player with money, a live launch token and pending deposits.
    const email = `fuzz-${seed}@example.com`;
    const password = validRegistration(email).password;
    let cookie = sessionCookieOf(await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) }));
    const confirmToken = tokenFromLink((await t.mailsTo(email))[0]!.text, 'confirm-email');
    expect((await t.app.inject({ method: 'POST', url: apiPaths.confirmEmail, payload: { token: confirmToken } })).statusCode).toBe(200);
    const playerId = (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json().id as string;
    await depositByCard(t, cookie, '500');
    await markVerified(t, playerId);
    const pendingPayments: Array<{ id: string; gateway: string }> = [];
    for (const gateway of ['ikajo', 'kluwp']) {
      const deposit = await t.app.inject({
        method: 'POST',
        url: apiPaths.deposit(gateway),
        headers: { cookie },
        payload: { amount: '25', currency: 'EUR', cardTier: 'Ruby' },
      });
      pendingPayments.push({ id: deposit.json().paymentId, gateway });
    }
    const withdrawalIds: string[] = [];
    const requestWithdrawal = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.fiatWithdraw,
        headers: { cookie },
        payload: { amount: '10', currency: 'EUR', email },
      });
      if (response.statusCode === 200) withdrawalIds.push(response.json().withdrawalId);
    };
    await requestWithdrawal();
    const gameId = 'lodestar:dice';
    let launchToken = await launch(t, gameId, { cookie, currency: 'EUR' });
    const adminToken = resolveAdminToken(t.config);
    const transactionIds = Array.from({ length: 6 }, (_, index) => `fuzz-tx-${seed}-${index}`);
    const signIn = async () => {
      const response = await t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password } });
      cookie = sessionCookieOf(response);
      launchToken = await launch(t, gameId, { cookie, currency: 'EUR' });
    };

    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormatsPlugin.default(ajv);
    const validators = new Map<JsonSchema, ValidateFunction>();
    const validatorOf = (schema: JsonSchema) => {
      let validate = validators.get(schema);
      if (!validate) validators.set(schema, (validate = ajv.compile(schema as object)));
      return validate;
    };

    const findings: Finding[] = [];
    let requestCount = 0;
    const countByStatus = new Map<number, number>();
    const statusesByOperation = new Map<string, Map<string, number>>();

    const check = (operation: Operation, request: InjectOptions, response: LightMyRequestResponse) => {
      requestCount += 1;
      const status = response.statusCode;
      countByStatus.set(status, (countByStatus.get(status) ?? 0) + 1);
      const operationKey = `${operation.method} ${operation.path}`;
      const statuses = statusesByOperation.get(operationKey) ?? new Map<string, number>();
      const outcome = operation.scheme === 'providerId' ? `${status}:${/"status":"(\w+)"/.exec(response.body)?.[1] ?? '-'}` : String(status);
      statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
      statusesByOperation.set(operationKey, statuses);
      const record = (kind: Finding['kind'], detail: string) =>
        findings.push({ kind, request: describeRequest(request), status, detail: detail.slice(0, 500) });
      if (status >= 500) return record('5xx', response.body);
      const declared = operation.responses[String(status)];
      if (!declared) return record('undeclared', `${operation.method} ${operation.path} answered ${status}: ${response.body}`);
      const schema = declared.content?.['application/json']?.schema;
      if (!schema) return;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return record('schema', `not JSON: ${response.body}`);
      }
      const validate = validatorOf(schema);
      if (!validate(body)) record('schema', `${ajv.errorsText(validate.errors)} in ${response.body}`);
    };

    const authenticate = (operation: Operation, headers: Record<string, string>, random: Random, body: string | Buffer | undefined) => {
      const honest = random.chance(0.8);
      switch (operation.scheme) {
        case 'launchToken':
          if (honest) headers[STUDIO_TOKEN_HEADER] = launchToken;
          else if (random.chance(0.7)) headers[STUDIO_TOKEN_HEADER] = parameterValue(random, '', true).replace(/[^\x20-\x7e]/g, '') || 'x';
          return;
        case 'operatorBearer':
          if (honest) headers.authorization = `Bearer ${adminToken}`;
          else if (random.chance(0.7))
            headers.authorization = random.pick(['Bearer ', 'Bearer wrong', 'Basic abc', `Bearer ${adminToken}x`, 'Bearer __proto__']);
          return;
        case 'webhookSignature': {
          const raw = body === undefined ? '' : body.toString();
          headers[SIGNATURE_HEADER] = honest
            ? signWebhook(t.config.PAYMENTS_WEBHOOK_SECRET, raw)
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
          const provider = honest ? STUDIO_PROVIDER_ID : random.pick(['__proto__', 'constructor', 'toString', 'someone-else', '']);
          headers[PROVIDER_ID_HEADER] = provider;
          headers[PROVIDER_SIGNATURE_HEADER] =
            honest || random.chance(0.5) ? signProviderBody(t.config.STUDIO_WALLET_SECRET, raw) : random.pick(['', 'zz', '0'.repeat(64)]);
          return;
        }
        default:
          // Session routes and public ones alike: signed in most of the time, sometimes with a forged cookie.
          if (random.chance(operation.scheme === 'sessionCookie' ? 0.8 : 0.5)) headers.cookie = cookie;
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
      [`POST ${apiPaths.signin}`]: () => ({ body: { email, password } }),
      [`POST ${apiPaths.registration}`]: () => ({ body: validRegistration(`fuzz-${seed}-${random.int(1e9)}@example.com`) }),
      [`POST ${apiPaths.launchGame}`]: () => ({ body: { id: random.pick(gameIds), demo: random.chance(0.5) } }),
      [`POST ${apiPaths.favoriteGames}`]: () => ({ body: { id: random.pick(gameIds) } }),
      [`DELETE ${apiPaths.favoriteGames}/{id}`]: () => ({ params: { id: random.pick(gameIds) } }),
      [`POST ${studioPaths.rounds}`]: () => ({
        body: { stake: String(1 + random.int(300)), params: { target: random.int(99) + 1, direction: random.pick(['over', 'under']) } },
      }),
      [`GET ${apiPaths.betHistory}`]: () => ({ query: { from: monthAgo, to: today } }),
      [`POST ${apiPaths.fiatWithdraw}`]: () => ({ body: { amount: String(1 + random.int(20)), currency: 'EUR', email } }),
      [`POST ${apiPaths.deposit('{gateway}')}`]: () => ({
        params: { gateway: 'ikajo' },
        body: { amount: String(10 + random.int(90)), currency: 'EUR', cardTier: 'Ruby' },
      }),
      [`POST /api/admin/withdrawals/{id}/approve`]: () => ({ params: { id: random.pick(withdrawalIds) } }),
      [`POST /api/admin/withdrawals/{id}/reject`]: () => ({ params: { id: random.pick(withdrawalIds) } }),
      [`POST /payments/webhooks/{gateway}`]: () => {
        const payment = random.pick(pendingPayments);
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
        Object.assign(body, { user: playerId, token: launchToken, game_code: gameId, currency: 'EUR', request_uuid: randomUUID() });
        if ('amount' in body) body.amount = random.int(300);
        if ('jackpot_contribution' in body) body.jackpot_contribution = 0;
        if ('jackpot' in body) body.jackpot = false;
        if ('transaction_uuid' in body) body.transaction_uuid = random.pick(transactionIds);
        if ('reference_transaction_uuid' in body) body.reference_transaction_uuid = random.pick(transactionIds);
      }
      if (operation.scheme === 'webhookSignature' && random.chance(0.5)) {
        const data = (body.data ?? {}) as Record<string, unknown>;
        body.data = {
          ...data,
          paymentId: random.pick(pendingPayments).id,
          currency: 'EUR',
          amount: random.pick(['25.00', '25', '0', '-1', '1e3', '25.001']),
        };
      }
      return body;
    };

    const send = async (operation: Operation) => {
      const scenario = random.chance(0.4) ? realistic[`${operation.method} ${operation.path}`]?.() : undefined;
      const parameters = operation.parameters ?? [];
      const mutateParameters = random.chance(0.25);
      let url = operation.path;
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        const mutate = mutateParameters && random.chance(0.6);
        const known = scenario?.params?.[parameter.name] ?? scenario?.query?.[parameter.name];
        if (parameter.in === 'path') {
          const value = parameterValue(random, known ?? fake(random, parameter.schema), mutate);
          url = url.replace(`{${parameter.name}}`, encodePathSegment(value));
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
      authenticate(operation, headers, random, payload);
      const request: InjectOptions = {
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
      if (process.env.FUZZ_DEBUG) console.log(describeRequest(request));
      const response = await t.app.inject(request);
      check(operation, request, response);
      if (operation.path === '/api/admin/withdrawals/{id}/approve' && response.statusCode === 200) await requestWithdrawal();
      if (
        response.statusCode < 300 &&
        (operation.path === apiPaths.signout || operation.path.includes('/session/{id}') || operation.path === apiPaths.changePassword)
      ) {
        await signIn();
      }
    };

    // The balance stream declares no JSON success: its answer is text/event-stream.
    const isEventStream = (operation: Operation) => !Object.keys(operation.responses).some((status) => status.startsWith('2'));
    for (let index = 0; index < requestsPerRun; index += 1) {
      const operation = operations[index % operations.length]!;
      // A live event stream never ends under inject: only its refusal is fuzzed.
      if (isEventStream(operation)) {
        const request: InjectOptions = {
          method: operation.method,
          url: operation.path,
          headers: random.chance(0.5) ? { cookie: `${SESSION_COOKIE_NAME}=forged` } : {},
        };
        check(operation, request, await t.app.inject(request));
        continue;
      }
      await send(operation);
      if (index % 400 === 399) launchToken = await launch(t, gameId, { cookie, currency: 'EUR' });
    }

    // FUZZ_STATS=1 shows how deep each operation got: its answers by status (and protocol status of the wallet).
    if (process.env.FUZZ_STATS) for (const [key, statuses] of statusesByOperation) console.log(key, JSON.stringify(Object.fromEntries(statuses)));
    const ledger = await verifyLedger(t.database.db);
    const count = (kind: Finding['kind']) => findings.filter((finding) => finding.kind === kind).length;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `api fuzz (FUZZ_SEED=${seed}): ${requestCount} requests over ${operations.length} operations in ${seconds} s; ` +
        `${count('5xx')} 5xx, ${count('schema')} schema violations, ${count('undeclared')} undeclared statuses; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...countByStatus].sort(([a], [b]) => a - b)))}`,
    );
    const summary = (kind: Finding['kind']) =>
      findings
        .filter((finding) => finding.kind === kind)
        .filter(
          (finding, index, all) =>
            kind !== 'undeclared' || all.findIndex((other) => other.detail.slice(0, 60) === finding.detail.slice(0, 60)) === index,
        )
        .slice(0, Number(process.env.FUZZ_SHOW ?? 10))
        .map((finding) => `${finding.status} ${finding.detail}\n    ${finding.request}`);
    for (const kind of ['5xx', 'schema', 'undeclared'] as const) {
      if (count(kind) > 0) console.error(`${kind} (first ${Math.min(10, count(kind))} of ${count(kind)}):\n  ${summary(kind).join('\n  ')}`);
    }
    expect(requestCount).toBeGreaterThanOrEqual(Math.min(requestsPerRun, 2000));
    expect(summary('5xx'), `5xx answers; repeat with FUZZ_SEED=${seed}`).toEqual([]);
    expect(summary('schema'), `answers not matching their schema; repeat with FUZZ_SEED=${seed}`).toEqual([]);
    expect(summary('undeclared'), `statuses the document does not declare; repeat with FUZZ_SEED=${seed}`).toEqual([]);
    expect(ledger.violations, `ledger after the run; FUZZ_SEED=${seed}`).toEqual([]);
  });
});

/** A path segment as an attacker writes it: a lone surrogate goes as the bytes of an invalid UTF-8 sequence. */
const encodePathSegment = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\u0001')).replaceAll('%01', '%ED%A0%80');
