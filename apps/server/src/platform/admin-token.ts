import { timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { onRequestAsyncHookHandler } from 'fastify';
import { messages } from '@lodestar/contracts';
import type { Config } from '../config.ts';
import { NotAuthenticated } from './domain-errors.ts';
import { newSecretToken } from './secret-tokens.ts';

export const ADMIN_TOKEN_FILE = 'admin-api-token';

/**
 * The operator API's bearer token: ADMIN_API_TOKEN, or outside production one generated once into
 * DATA_DIR/admin-api-token (readable by the owner only) for the CLI to use. Undefined turns the API off.
 */
export function resolveAdminToken(config: Config): string | undefined {
  if (config.ADMIN_API_TOKEN) return config.ADMIN_API_TOKEN;
  if (!config.devTools) return undefined;
  const file = path.resolve(config.DATA_DIR, ADMIN_TOKEN_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const token = newSecretToken();
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

const tokensMatch = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The onRequest hook of every operator route: `Authorization: Bearer <token>`, compared in constant time. */
export function operatorTokenGuard(token: string): onRequestAsyncHookHandler {
  return async (request) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !tokensMatch(given, token)) throw new NotAuthenticated(messages.http.unauthorized);
  };
}
