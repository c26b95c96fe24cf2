import { funnelSteps, type FunnelReport, type FunnelStage, type ReportRange } from '@lodestar/contracts';
import type { AnalyticsService } from '../analytics/index.ts';
import { daysOf, nextDay } from './service.ts';

export type FunnelReportService = ReturnType<typeof createFunnelReport>;

/**
 * Each step's count with its share of the step before it. None for the first step, when the one before is 0, or
 * when more reached the step than the one before: then the two counts are of different people (a registration
 * start is counted only for visitors who accepted cookies; a deposit today may follow a registration of last
 * week), and a share above 100 % would be no conversion at all.
 */
function stagesOf(countOf: (step: string) => number): FunnelStage[] {
  return funnelSteps.map((step, index) => {
    const count = countOf(step);
    const before = index === 0 ? 0 : countOf(funnelSteps[index - 1]!);
    return { step, count, conversion: before === 0 || count > before ? null : count / before };
  });
}

/** The funnel of the back office: how many players reached each step, per day and over the range. */
export function createFunnelReport(analytics: Pick<AnalyticsService, 'dailyCounts'>) {
  return {
    async funnel(range: ReportRange): Promise<FunnelReport> {
      const days = daysOf(range);
      const rows = await analytics.dailyCounts(new Date(`${range.from}T00:00:00Z`), new Date(`${nextDay(range.to)}T00:00:00Z`));
      const countOn = (day: string | undefined, name: string) =>
        rows.filter((row) => (day === undefined || row.day === day) && row.name === name).reduce((sum, row) => sum + row.count, 0);
      return {
        ...range,
        pageViews: countOn(undefined, 'page_view'),
        stages: stagesOf((step) => countOn(undefined, step)),
        days: days.map((day) => ({ day, pageViews: countOn(day, 'page_view'), stages: stagesOf((step) => countOn(day, step)) })),
      };
    },
  };
}
