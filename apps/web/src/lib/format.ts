/**
 * Made at first use, not when the site's code is evaluated: building a DateTimeFormat loads its locale's data, some
 * 15 ms of main thread on a desktop CPU, and no first screen shows a date (issue 12, total blocking time).
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** '2025-11-21T14:05:00Z' -> '21 Nov 2025, 14:05' in the player's time zone; unparsable input is shown as is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return dateTimeFormat.format(date);
}

/** 'YYYY-MM-DD' of a date in the player's calendar, as a date input holds it. */
export function calendarDay(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A session row names the device the way a player recognises it: 'Chrome on Windows'. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** A game route name ('book-of-dead', 'studio%2Fcrash') read back as a title ('Book Of Dead', 'Studio Crash'). */
export function titleFromRouteName(routeName: string): string {
  return decodeURIComponent(routeName)
    .split(/[-/:_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
