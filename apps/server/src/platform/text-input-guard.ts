import type { FastifyInstance } from 'fastify';
import { errorCodes, messages, type ApiErrorBody } from '@lodestar/contracts';

/**
 * NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (no valid text holds one). In
 * unicode mode a proper pair is one code point outside the class, so only lone halves match.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unsafeText = /[\u0000\ud800-\udfff]/u;

/**
 * Where a parsed request part holds unsafe text: '' for the value itself, 'field.0.name' inside it, or undefined
 * when it is clean. Keys are checked as well as values. Walks iteratively, so a deeply nested body cannot
 * overflow the stack.
 */
export function findUnsafeText(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (unsafeText.test(current)) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unsafeText.test(key)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * Routes that verify a signature on the exact bytes (provider wallet, payment webhooks) receive their body as a
 * string, where a NUL is still the escape "\u0000": their JSON is checked as it will be read.
 */
function parsedIfRaw(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Refuses, with a 400 naming the field, any request whose body, query or path parameters contain NUL or a lone
 * surrogate — in one place for every route, so no text field can reach the database with one and answer 500.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, parsedIfRaw(request.body)]) {
      const field = findUnsafeText(part);
      if (field === undefined) continue;
      const body: ApiErrorBody = {
        message: messages.http.invalidCharacters,
        code: errorCodes.invalidCharacters,
        fieldErrors: { [field || '_']: [messages.http.invalidCharacters] },
      };
      return reply.status(400).send(body);
    }
    return undefined;
  });
}
