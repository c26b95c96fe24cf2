import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorResponse, PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER, SESSION_COOKIE_NAME, STUDIO_TOKEN_HEADER } from '@lodestar/contracts';

/** The 4xx statuses the API answers, each with the ApiErrorBody of error-handler.ts. */
export const errorStatusDescriptions = {
  400: 'Invalid input: validation failed (fieldErrors says where), malformed JSON, or a refused value',
  401: 'Not authenticated: missing, expired or wrong credentials',
  403: 'Forbidden: a foreign Origin on a state-changing call, or the action is not allowed for this caller',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Body too large',
  414: 'A path parameter is too long',
  415: 'Unsupported content type',
  423: 'Locked',
  429: 'Too many requests',
  451: 'Unavailable for legal reasons (self-exclusion, cool-off, restricted country)',
} as const;
export type ErrorStatus = keyof typeof errorStatusDescriptions;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 4xx a route answers beyond those its shape implies (see errorStatusesOf), for the OpenAPI document. */
    errorStatuses?: readonly ErrorStatus[];
    /** The security scheme of the route, when a plugin-wide guard (guardEveryRoute) applies it. */
    security?: SecurityScheme;
  }
}

export interface SecuritySchemeHeaders {
  /** Header of the payment gateways' webhook signature. */
  webhookSignatureHeader: string;
}

function securitySchemesOf({ webhookSignatureHeader }: SecuritySchemeHeaders) {
  return {
    sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'The player’s session, set by sign-in and registration' },
    launchToken: { type: 'apiKey', in: 'header', name: STUDIO_TOKEN_HEADER, description: 'A game client’s launch token, from launching a game' },
    providerId: { type: 'apiKey', in: 'header', name: PROVIDER_ID_HEADER, description: 'The calling game provider' },
    providerSignature: {
      type: 'apiKey',
      in: 'header',
      name: PROVIDER_SIGNATURE_HEADER,
      description: 'Hex HMAC-SHA256 of the raw body with the provider’s secret; sent with the provider id',
    },
    webhookSignature: {
      type: 'apiKey',
      in: 'header',
      name: webhookSignatureHeader,
      description: '`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, at most 300 s old',
    },
    staffApiToken: {
      type: 'http',
      scheme: 'bearer',
      description: 'A staff API token an admin issued (or the staff session cookie of the back office)',
    },
  } as const;
}
export type SecurityScheme = keyof ReturnType<typeof securitySchemesOf> | 'provider';

/** OpenAPI security requirement of a scheme; a provider call carries both of its headers. */
const requirementOf = (scheme: SecurityScheme) => (scheme === 'provider' ? [{ providerId: [], providerSignature: [] }] : [{ [scheme]: [] }]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const includesGuard = (hooks: RouteOptions['preHandler'], guard: preHandlerAsyncHookHandler) =>
  Array.isArray(hooks) ? (hooks as unknown[]).includes(guard) : (hooks as unknown) === guard;

/**
 * The 4xx a route can answer, from its shape: a body may be malformed (400), too large (413), of another content
 * type (415) or come from a foreign Origin (403); validated input may be refused (400); a path parameter may name
 * nothing (404) or be too long (414); a secured route refuses missing credentials (401). Domain failures specific to a route are in
 * its config.errorStatuses.
 */
export function errorStatusesOf(route: RouteOptions, schema: FastifySchema, secured: boolean): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.config?.errorStatuses ?? []);
  if (methodsOf(route).some((method) => BODY_METHODS.has(method))) for (const status of [400, 403, 413, 415] as const) statuses.add(status);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (schema.params) for (const status of [404, 414] as const) statuses.add(status);
  if (secured) statuses.add(401);
  return [...statuses].sort();
}

export interface ApiDocsOptions extends SecuritySchemeHeaders {
  /** The session guard: a route whose own preHandler is this is documented as secured by the session cookie. */
  sessionGuard: preHandlerAsyncHookHandler;
  /** Routes under these paths use the scheme (launch token, provider signature, operator token, webhook signature). */
  securityByPathPrefix: ReadonlyArray<readonly [prefix: string, scheme: SecurityScheme]>;
}

/**
 * The OpenAPI document at /api/docs/json: every route with its 4xx answers (ApiErrorBody) and its security
 * scheme, so third-party tools can call and test the API. Routes declare only what their shape does not say.
 */
export async function registerApiDocs(app: FastifyInstance, { sessionGuard, securityByPathPrefix, ...headers }: ApiDocsOptions): Promise<void> {
  const securityOf = (route: RouteOptions, url: string): SecurityScheme | undefined =>
    securityByPathPrefix.find(([prefix]) => url.startsWith(prefix))?.[1] ??
    route.config?.security ??
    (includesGuard(route.preHandler, sessionGuard) ? 'sessionCookie' : undefined);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Lodestar Casino API', version: '1.0.0' },
      components: { securitySchemes: securitySchemesOf(headers) },
    },
    transform: (document) => {
      const { schema, url, route } = document;
      if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(document);
      const security = securityOf(route, url);
      const errorResponses = Object.fromEntries(
        errorStatusesOf(route, schema, security !== undefined).map((status) => [
          status,
          { description: errorStatusDescriptions[status], content: { 'application/json': { schema: apiErrorResponse } } },
        ]),
      );
      // A route's own answer for a status (the provider wallet's protocol body) wins over the common error body.
      const response = { ...errorResponses, ...(schema.response as object | undefined) };
      return jsonSchemaTransform({ ...document, schema: { ...schema, response, ...(security ? { security: requirementOf(security) } : {}) } });
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** Runs `guard` before every route of the calling plugin, and documents them as secured by `scheme`. */
export function guardEveryRoute(app: FastifyInstance, guard: preHandlerAsyncHookHandler, scheme: SecurityScheme): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, security: scheme };
  });
  app.addHook('preHandler', guard);
}

/** Adds `statuses` to the documented answers of the calling plugin's routes (those `applies` to), for a plugin-wide hook. */
export function declareErrorStatuses(
  app: FastifyInstance,
  statuses: readonly ErrorStatus[],
  applies: (route: RouteOptions) => boolean = () => true,
): void {
  app.addHook('onRoute', (route) => {
    if (applies(route)) route.config = { ...route.config, errorStatuses: [...(route.config?.errorStatuses ?? []), ...statuses] };
  });
}
