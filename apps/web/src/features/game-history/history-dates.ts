import { GAME_HISTORY_DEFAULT_DAYS } from '@lodestar/contracts';
import { calendarDay } from '../../lib/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** SPEC.md §9: a round's time as 'MMM DD HH:mm' ('Nov 21 14:05') in the player's time zone. */
export function formatRoundDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${MONTHS[date.getMonth()]} ${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** SPEC.md §9: the history opens on the last week, from the same day a week ago through today (YYYY-MM-DD). */
export function defaultHistoryRange(today: Date = new Date()): { from: string; to: string } {
  // Calendar arithmetic, not 7 × 24 h: a daylight-saving change inside the week must not shift the day.
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - GAME_HISTORY_DEFAULT_DAYS);
  return { from: calendarDay(weekAgo), to: calendarDay(today) };
}
