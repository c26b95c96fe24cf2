import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { STUDIO_TOKEN_HEADER } from '@lodestar/contracts';

export const REDACTED = '[REDACTED]';

/** Where log lines go when not to stdout: a test captures them to read them back. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Query parameters that carry a secret: the launch token of /studio/…/?token=, the emailed links
 * /?reset-password= and /?confirm-email=, and anything else named like a credential. A reset token copied from a
 * request log is a password reset, so the value never reaches a log line.
 */
const SECRET_PARAMETER = /token|password|secret|session|signature|^sig$|^key$|api[-_]?key|auth|code|confirm|reset/i;

/** The URL with the value of every secret-bearing query parameter replaced by [REDACTED]; the path is kept. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape is judged by its raw name.
      }
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  // A fragment never reaches the server, but a reported browser URL may carry one: it is dropped.
  return `${url.slice(0, queryStart)}?${redacted}`;
}

/** The referer of a request from a game client's page is its launch URL, token included. */
const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
  'referer',
  STUDIO_TOKEN_HEADER,
  'x-signature',
  'x-hub-signature',
];
// A TOTP secret reaches the client once, inside `secret` and `otpauthUri`; codes and recovery codes sign a player in.
const SECRET_FIELDS = ['token', 'password', 'confirmPassword', 'newPassword', 'oldPassword', 'captcha', 'secret', 'otpauthUri', 'recoveryCodes'];
/** A second-factor code in a request body; `code` elsewhere (an error's SQLSTATE, a game status) stays readable. */
const SECRET_BODY_FIELDS = ['code'];

/**
 * pino paths censored in any log line: request and response headers wherever a caller logs them, and the secret
 * fields of a body or object logged at the top level or one level down.
 */
export const redactedLogPaths = [
  ...SECRET_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
    `request.headers["${header}"]`,
  ]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`, `request.body.${field}`]),
  ...SECRET_BODY_FIELDS.flatMap((field) => [`req.body.${field}`, `request.body.${field}`, `body.${field}`]),
];

/**
 * Fastify's request serializer, with the URL's secrets removed. Headers are left out, as Fastify does by default;
 * the serializer also runs on any `req` a caller logs, so it keeps only the method and the redacted URL of those.
 */
function serializeRequest(request: FastifyRequest) {
  // Typed as Fastify's request, but a caller may log any object under `req`.
  const logged = request as Partial<FastifyRequest>;
  const url = typeof logged.url === 'string' ? redactUrl(logged.url) : undefined;
  const method = typeof logged.method === 'string' ? logged.method : undefined;
  if (!logged.socket || typeof logged.ip !== 'string') return { method, url };
  return { method, url, host: logged.host, remoteAddress: logged.ip, remotePort: logged.socket.remotePort };
}

/** The Fastify logger options of every app: the level from config, secrets censored, optionally to a given stream. */
export function loggerOptions(level: string, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: REDACTED },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
