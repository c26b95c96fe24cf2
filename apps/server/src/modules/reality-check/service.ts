import { DEFAULT_REALITY_CHECK_MINUTES, type RealityCheckStatus } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedSession } from '../accounts/index.ts';
import type { StatementService } from '../statement/index.ts';
import { realityCheckRepo as repo } from './repo.ts';

export type RealityCheckService = ReturnType<typeof createRealityCheckService>;

export interface RealityCheckDeps {
  db: Database;
  statement: Pick<StatementService, 'gameplayTotalsSince' | 'formatAmount'>;
  now?: () => Date;
}

const MINUTE_MS = 60_000;

/**
 * UKGC RTS 13. When the next check falls follows from the server's own records — the session's start and its last
 * acknowledgement — so a reload, another tab or another page never restarts the count.
 */
export function createRealityCheckService({ db, statement, now = () => new Date() }: RealityCheckDeps) {
  return {
    async status(session: AuthenticatedSession): Promise<RealityCheckStatus> {
      const at = now();
      const [intervalMinutes, acknowledgedAt, totals] = await Promise.all([
        repo.intervalOf(db, session.playerId),
        repo.lastAcknowledgementOf(db, session.sessionId),
        statement.gameplayTotalsSince(session.playerId, session.startedAt),
      ]);
      const interval = intervalMinutes ?? DEFAULT_REALITY_CHECK_MINUTES;
      const countedFrom = acknowledgedAt && acknowledgedAt > session.startedAt ? acknowledgedAt : session.startedAt;
      const nextCheckAt = new Date(countedFrom.getTime() + interval * MINUTE_MS);
      return {
        intervalMinutes: interval,
        sessionStartedAt: session.startedAt.toISOString(),
        nextCheckAt: nextCheckAt.toISOString(),
        serverTime: at.toISOString(),
        due: at >= nextCheckAt,
        playedSeconds: Math.max(0, Math.floor((at.getTime() - session.startedAt.getTime()) / 1000)),
        totals: await Promise.all(
          totals.map(async ({ currency, wagered, net }) => ({
            currency,
            wagered: await statement.formatAmount(wagered, currency),
            net: await statement.formatAmount(net, currency),
          })),
        ),
      };
    },

    /** 'Continue': the next check comes one interval from now. */
    async acknowledge(session: AuthenticatedSession): Promise<RealityCheckStatus> {
      await repo.acknowledge(db, session.sessionId, now());
      return this.status(session);
    },

    async setInterval(session: AuthenticatedSession, intervalMinutes: number): Promise<RealityCheckStatus> {
      await repo.saveInterval(db, session.playerId, intervalMinutes, now());
      return this.status(session);
    },
  };
}
