import type { FastifyInstance } from 'fastify';
import { messages } from '@lodestar/contracts';
import { ForeignOrigin } from './domain-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated calls: a state-changing request that a browser marks as coming from
 * another site is refused. Browsers always send Origin (or Sec-Fetch-Site) on such requests; clients that
 * send neither are not browsers and carry no ambient cookie to abuse.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const sameHost = origin === `${request.protocol}://${request.host}`;
      if (!sameHost && origin !== publicOrigin) throw new ForeignOrigin(messages.http.forbiddenOrigin);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForeignOrigin(messages.http.forbiddenOrigin);
  });
}
