import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorCodes,
  FIRST_SCREENS_DIR,
  FIRST_SCREENS_MANIFEST,
  firstScreenPageOf,
  messages,
  type BootState,
  type FirstScreenPage,
  type GamesAndCategoriesResponse,
} from '@lodestar/contracts';
import { encodeBody, isCountryAllowed, preferredEncoding, renderPage, type RouteAssets } from './page-html.ts';

/**
 * apps/web/dist: where `npm run build` puts the web app. This file runs from its source (apps/server/src/platform)
 * under tsx and the tests, and from the bundle (apps/server/dist/main.js) under `npm start`: one level less deep.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST =
  ['../../../web/dist', '../../web/dist'].map((relative) => path.resolve(here, relative)).find((dir) => existsSync(path.join(dir, 'index.html'))) ??
  path.resolve(here, '../../../web/dist');

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

/**
 * A page of the web app: not an API path, and not a file (a missing asset stays a 404, not a page). A file ends in a
 * short extension; a page's last segment may hold a dot too (a signed link's token ends '.<signature>').
 */
const isClientRoute = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/\.[a-z0-9]{1,5}$/i.test(path);
};

interface FirstScreensManifest {
  /** The module, relative to FIRST_SCREENS_DIR. */
  module: string;
  /** The CSS its screens use, all of it: a page carries it inline. */
  css: string;
  /** Each pre-rendered page's route files beyond the entry's. */
  routeAssets: Partial<Record<FirstScreenPage, RouteAssets>>;
}

interface FirstScreens extends Omit<FirstScreensManifest, 'module'> {
  render: (url: string, catalogue?: GamesAndCategoriesResponse) => string | undefined;
}

/** The first screens the build made, loaded once: a page request then renders its own in about a millisecond. */
async function loadFirstScreens(webDistDir: string): Promise<FirstScreens | undefined> {
  const manifestFile = path.join(webDistDir, FIRST_SCREENS_DIR, FIRST_SCREENS_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const { module, css, routeAssets } = JSON.parse(readFileSync(manifestFile, 'utf8')) as FirstScreensManifest;
  const { renderFirstScreen } = (await import(pathToFileURL(path.join(webDistDir, FIRST_SCREENS_DIR, module)).href)) as {
    renderFirstScreen: FirstScreens['render'];
  };
  return { css, routeAssets, render: renderFirstScreen };
}

/** A studio game client page, /studio/{launchId}/ (DESIGN.md "Games"): one page serves every game. */
const isStudioPage = (url: string) => /^\/studio\/[^/]+\/$/.test(url.split('?')[0] ?? '');
const STUDIO_PAGE = 'studio/index.html';

/** The boot state of one page request (the site module's createBootState). */
export type BootStateOf = (request: FastifyRequest) => Promise<BootState>;

/**
 * Serves the built web app, and index.html for any other page URL so client-side routes survive a reload.
 * Hashed assets are cached for a year; pages never, so a deploy is picked up at once. Every text file goes out
 * as the Brotli or gzip copy the build wrote beside it (preCompressed); the site's page carries the request's boot
 * state and, on the pages that have one, its first screen (the build's first-screens module), and is compressed as
 * it is sent.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined, bootStateOf: BootStateOf): Promise<void> {
  const hasBuild = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith(`/${FIRST_SCREENS_DIR}/`),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const siteTemplate = hasBuild ? readFileSync(path.join(webDistDir, 'index.html'), 'utf8') : '';
  const firstScreens = hasBuild ? await loadFirstScreens(webDistDir) : undefined;
  /** A page that cannot be pre-rendered is still served: the live page renders it, as without a first screen. */
  const firstScreenOf = (request: FastifyRequest, state: BootState) => {
    try {
      const html = firstScreens?.render(request.url, state.catalogue);
      return html === undefined ? undefined : { css: firstScreens!.css, html };
    } catch (error) {
      request.log.error({ err: error }, 'the first screen of this page failed to render');
      return undefined;
    }
  };
  const sendSitePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await bootStateOf(request);
    const page = firstScreenPageOf(request.url);
    // The first screens are the pages as a signed-out visitor sees them: anyone else waits for the live page.
    const firstScreen = page && !state.authenticated && isCountryAllowed(state) ? firstScreenOf(request, state) : undefined;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // A page's route files are linked for everyone: the router fetches them whatever the visitor sees there.
    const routeAssets = page && firstScreens?.routeAssets[page];
    const body = encodeBody(renderPage(siteTemplate, state, firstScreen, routeAssets), encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // The page tells this visitor's country and session: no shared cache may keep it.
    return reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8').send(body);
  };
  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && request.method === 'GET' && isClientRoute(request.url)) {
      // The site frames game clients from its own origin only: helmet's defaults (X-Frame-Options SAMEORIGIN,
      // CSP frame-ancestors 'self') already say exactly that for every page.
      if (isStudioPage(request.url)) return reply.header('cache-control', 'no-cache').sendFile(STUDIO_PAGE);
      return sendSitePage(request, reply);
    }
    return reply.status(404).send({ message: messages.http.notFound, code: errorCodes.notFound });
  });
}
