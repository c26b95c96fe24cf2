import type { RealityCheckStatus } from '@lodestar/contracts';

/** A little after the server's next check, measured on the server's clock (the browser's may be off). */
export function delayUntilNextCheck(status: Pick<RealityCheckStatus, 'nextCheckAt' | 'serverTime'>): number {
  return Math.max(1_000, Date.parse(status.nextCheckAt) - Date.parse(status.serverTime) + 1_000);
}

/** '1 hour 5 minutes', '45 minutes', 'less than a minute'. */
export function formatTimePlayed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return minutes === 0 ? 'less than a minute' : plural(minutes, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** 'Every 15 minutes', 'Every hour', 'Every 1.5 hours'. */
export function intervalLabel(minutes: number): string {
  if (minutes < 60) return `Every ${minutes} minutes`;
  if (minutes === 60) return 'Every hour';
  return `Every ${minutes / 60} hours`;
}
