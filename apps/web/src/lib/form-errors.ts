import type { ApiErrorBody } from '@lodestar/contracts';
import { messages } from '@lodestar/contracts/schema-free';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** A failure whose message is written for the player and is shown as is (in the form's alert). */
export class FormError extends Error {
  override name = 'FormError';
}

/**
 * Puts a 400's fieldErrors under the matching inputs. Returns what still needs saying at form level: the first
 * message about a field the form does not show, or the body's message when no field could take one.
 */
export function applyFieldErrors<Values extends FieldValues>(
  body: ApiErrorBody,
  shownFields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): string | undefined {
  let placed = 0;
  let unshown: string | undefined;
  for (const [field, fieldMessages] of Object.entries(body.fieldErrors ?? {})) {
    const message = fieldMessages[0];
    if (!message) continue;
    const shown = shownFields.find((name) => name === field);
    if (shown) {
      setError(shown, { type: 'server', message });
      placed += 1;
    } else {
      unshown ??= message;
    }
  }
  return unshown ?? (placed ? undefined : body.message);
}

/** The text to show for a failure that has no more specific mapping: the server's own message. */
export function serverErrorMessage(error: unknown): string {
  if (error instanceof FormError || isApiError(error)) return error.message;
  return messages.http.internal;
}
