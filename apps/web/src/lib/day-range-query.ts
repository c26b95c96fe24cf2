import type { z } from 'zod';

/** The browser's IANA time zone: the days a player picks are their own days, as the rows' times are. */
export const playerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface DayRangeErrors {
  from?: string;
  to?: string;
}

/**
 * A page of a day-range listing (game history, statement) as the API reads it, in the player's time zone, or
 * what is wrong with its days: the server's own schema decides, so the form never disagrees with the call.
 */
export function dayRangeQuery<Schema extends z.ZodType>(
  schema: Schema,
  filters: object,
  page: { page: number; size: number },
): { query: z.output<Schema>; errors: DayRangeErrors } | { query: undefined; errors: DayRangeErrors } {
  const parsed = schema.safeParse({ ...filters, ...page, timeZone: playerTimeZone });
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: DayRangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return { query: undefined, errors };
}
