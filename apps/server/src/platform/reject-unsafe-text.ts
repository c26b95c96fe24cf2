import type { FastifyInstance } from 'fastify';
import { messages } from '@lodestar/contracts';
import { InvalidInput } from './domain-errors.ts';

/*
 * TEMPORARY: the payments work adds the general mechanism for this in platform/; at merge one of the two stays.
 *
 * PostgreSQL refuses a NUL in text (a 500 from the query), and a lone UTF-16 surrogate is silently replaced on the
 * way to the database (the stored value differs from the one accepted). Neither has a meaning in any field of this
 * API, so a request carrying one in its body, query or path is refused before any route sees it.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const UNSAFE_TEXT = /\u0000|\p{Cs}/u;

/** Whether a string anywhere in a parsed value (walked without recursion: JSON may nest thousands deep) is unsafe. */
export function containsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSAFE_TEXT.test(next)) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (UNSAFE_TEXT.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Routes that verify a signature on the raw bytes receive the body as a string: their JSON is checked the same way. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return [body, JSON.parse(body)];
  } catch {
    return body;
  }
}

export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsUnsafeText(request.params) || containsUnsafeText(request.query) || containsUnsafeText(parsedBody(request.body))) {
      throw new InvalidInput(messages.http.badRequest);
    }
  });
}
