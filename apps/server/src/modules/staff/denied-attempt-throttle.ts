import type { AuditEntry } from '../audit/index.ts';

/** Denied staff calls audited per source and minute; past this they are counted, and one row sums them up. */
export const DENIED_ATTEMPTS_AUDITED_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

export const suppressedSummary = (count: number) => `${count} further denied attempts suppressed`;

interface SourceWindow {
  startedAt: number;
  audited: number;
  suppressed: number;
  /** Who the summary row names: the staff member of a 403 source, nobody for an anonymous one. */
  staffId: string | null;
  tokenId: string | null;
}

/**
 * Keeps an attacker hammering staff routes from flooding the audit log (a hash chain that grows forever, and that
 * staff read): per source (the caller's IP for a call without credentials, the session or token for a 403) the
 * first DENIED_ATTEMPTS_AUDITED_PER_MINUTE denials of a minute are written as they come, the rest only counted.
 * When the source's minute is over, one row says how many were left out; it is written at the next denied call
 * of any source, or when the server stops. Memory stays bounded by the sources seen within a minute.
 */
export function createDeniedAttemptThrottle(now: () => Date) {
  const windows = new Map<string, SourceWindow>();

  const summaryOf = (source: string, window: SourceWindow): AuditEntry => ({
    staffId: window.staffId,
    tokenId: window.tokenId,
    action: 'denied attempts suppressed',
    target: null,
    details: {
      source,
      suppressed: window.suppressed,
      since: new Date(window.startedAt).toISOString(),
      summary: suppressedSummary(window.suppressed),
    },
    outcome: 'suppressed',
  });

  /** The summary rows of windows that are over, which are forgotten. */
  const closeWindows = (all: boolean): AuditEntry[] => {
    const at = now().getTime();
    const summaries: AuditEntry[] = [];
    for (const [source, window] of windows) {
      if (!all && at - window.startedAt < WINDOW_MS) continue;
      if (window.suppressed > 0) summaries.push(summaryOf(source, window));
      windows.delete(source);
    }
    return summaries;
  };

  return {
    /**
     * A denial by `source`: the rows to append now (summaries of ended windows, then this denial unless it is
     * over the source's quota).
     */
    admit(source: string, denial: AuditEntry): AuditEntry[] {
      const rows = closeWindows(false);
      const window = windows.get(source) ?? {
        startedAt: now().getTime(),
        audited: 0,
        suppressed: 0,
        staffId: denial.staffId,
        tokenId: denial.tokenId,
      };
      windows.set(source, window);
      if (window.audited >= DENIED_ATTEMPTS_AUDITED_PER_MINUTE) {
        window.suppressed += 1;
        return rows;
      }
      window.audited += 1;
      return [...rows, denial];
    },
    /** Every pending summary, when the server stops. */
    flush: (): AuditEntry[] => closeWindows(true),
  };
}
