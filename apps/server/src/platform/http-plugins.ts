import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PROVIDER_WALLET_PREFIX, STUDIO_API_PREFIX } from '@lodestar/contracts';
import type { Config } from '../config.ts';
import { registerApiDocs, type ApiDocsOptions } from './api-docs.ts';
import { answerFrameworkError, registerErrorHandler } from './error-handler.ts';
import { loggerOptions, type LogStream } from './log-redaction.ts';
import { registerOriginCheck } from './origin-check.ts';
import { registerTextInputGuard } from './text-input-guard.ts';

/** JSON bodies of this API are small; anything larger is refused with 413 before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

export function createHttpServer(config: Config, options: { logger?: boolean; logStream?: LogStream }): FastifyInstance {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * The origins of the operator's third-party scripts (live chat, licence seal, analytics tag). Such a widget calls
 * home, opens its own frames and shows its own images, so its origin is allowed for each of those, and only its own.
 */
function configuredThirdPartyOrigins(config: Config): string[] {
  const urls = [config.LIVE_CHAT_SCRIPT_URL, config.LICENCE_SEAL_SCRIPT_URL, config.ANALYTICS_SCRIPT_URL].filter((url) => url !== undefined);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** Cookies, security headers, the error handler, the CSRF origin check, the text guard and the API docs (the session guard
 * and the payments' schemes come from the modules; the studio's and the provider wallet's from the contracts): before any route. */
export async function registerHttpPlugins(app: FastifyInstance, config: Config, docs: ApiDocsOptions): Promise<void> {
  const secureCookies = config.PUBLIC_URL.startsWith('https://');
  const thirdParty = configuredThirdPartyOrigins(config);
  await app.register(fastifyCookie);
  // Built once: @fastify/helmet builds helmet's middleware, and parses its CSP, again on every request (2 % of the
  // server's CPU under `npm run bench`, issue 16).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // The configured third-party scripts (loaded only after cookie consent) and the tutorial's YouTube embed.
        // frame-src 'self' covers the sandbox checkout and buy widget: their URLs are paths on this server, so they
        // frame on whichever host the site was opened on (payments/gateways/sandbox-adapter.ts).
        'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', ...thirdParty],
        'connect-src': ["'self'", ...thirdParty],
        'frame-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.youtube-nocookie.com', ...thirdParty],
        'img-src': ["'self'", 'data:', ...thirdParty],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: secureCookies,
    // The browser default. 'no-referrer' would make same-site form posts (the sandbox checkout's Pay) carry
    // `Origin: null`, which the CSRF origin check rightly refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, next) => securityHeaders(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined)));
  registerErrorHandler(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerTextInputGuard(app);
  app.decorateRequest('authSession', null);
  await registerApiDocs(app, {
    ...docs,
    securityByPathPrefix: [[`${STUDIO_API_PREFIX}/`, 'launchToken'], [`${PROVIDER_WALLET_PREFIX}/`, 'provider'], ...docs.securityByPathPrefix],
  });
}
