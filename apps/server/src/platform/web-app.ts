import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCodes, messages } from '@lodestar/contracts';

/** apps/web/dist: where `npm run build` puts the web app. */
export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const API_PREFIXES = [
  '/user-service/',
  '/profile-service/',
  '/game-aggregator-service/',
  '/studio-api/',
  '/ip-service/',
  '/api/',
  '/static/',
  '/dev/mailbox',
  '/dev/chain',
  '/sandbox/',
  '/payments/',
  '/provider-wallet/',
];

/** A page of the web app: not an API path, and not a file (a missing asset stays a 404, not a page). */
const isClientRoute = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/\.[a-z0-9]+$/i.test(path);
};

/** A studio game client page, /studio/{launchId}/ (DESIGN.md "Games"): one page serves every game. */
const isStudioPage = (url: string) => /^\/studio\/[^/]+\/$/.test(url.split('?')[0] ?? '');
const STUDIO_PAGE = 'studio/index.html';

/**
 * Serves the built web app, and index.html for any other page URL so client-side routes survive a reload.
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasBuild = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && request.method === 'GET' && isClientRoute(request.url)) {
      // The site frames game clients from its own origin only: helmet's defaults (X-Frame-Options SAMEORIGIN,
      // CSP frame-ancestors 'self') already say exactly that for every page.
      return reply.header('cache-control', 'no-cache').sendFile(isStudioPage(request.url) ? STUDIO_PAGE : 'index.html');
    }
    return reply.status(404).send({ message: messages.http.notFound, code: errorCodes.notFound });
  });
}
