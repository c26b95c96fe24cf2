import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, messages, type ApiErrorBody, type ErrorCode } from '@lodestar/contracts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseOutage } from './database-outage.ts';
import { DomainError, type DomainErrorKind } from './domain-errors.ts';

const statusByKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  locked: 423,
  'legally-restricted': 451,
  'rate-limited': 429,
  'insufficient-funds': 400,
  unavailable: 503,
  'too-large': 413,
};

/**
 * The seconds a client is asked to wait before sending again, for the domain errors that are momentary: a player's row
 * held by another transaction is free again within the few seconds a money call waits for it alone.
 */
const retryAfterSecondsByCode: Partial<Record<ErrorCode, number>> = { [errorCodes.accountBusy]: 2 };

/** Turns the validation issues of a request into { field: [messages] }. */
function fieldErrorsOf(error: FastifyError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fieldErrors;
  for (const issue of error.validation) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    (fieldErrors[field] ??= []).push(issue.message ?? messages.http.badRequest);
  }
  return fieldErrors;
}

/**
 * Errors Fastify raises before a route is found (a path that is not valid percent-encoded UTF-8, a path parameter
 * over the length limit): the same ApiErrorBody as every other answer. Pass as the `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body: ApiErrorBody = { message: messages.http.badRequest, code: error.code ?? 'BAD_REQUEST' };
  void reply.status(status).send(body);
}

/** The one place where failures become HTTP answers; 5xx details stay in the log, never in the body. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ApiErrorBody = {
        message: error.message,
        code: error.code,
        ...(error.field ? { fieldErrors: { [error.field]: [error.message] } } : {}),
      };
      const retryAfterSeconds = retryAfterSecondsByCode[error.code];
      if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(statusByKind[error.kind]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiErrorBody = { message: messages.http.badRequest, code: errorCodes.validation, fieldErrors: fieldErrorsOf(error) };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: messages.http.payloadTooLarge, code: errorCodes.payloadTooLarge });
    if (status === 429) return reply.status(429).send({ message: messages.http.tooManyRequests, code: errorCodes.rateLimited });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type) carry safe, useful messages.
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    if (isDatabaseOutage(error)) {
      request.log.warn({ err: error }, 'database unreachable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: messages.http.databaseUnavailable, code: errorCodes.databaseUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.http.internal, code: errorCodes.internal });
  });
}
