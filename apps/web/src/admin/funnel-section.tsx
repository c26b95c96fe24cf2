import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { funnelStepLabels, type FunnelStage, type ReportRange } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { funnelReportQueryOptions } from './staff-api';

const percent = (conversion: number | null) => (conversion === null ? '—' : `${Math.round(conversion * 100)}%`);

/** Steps as bars, each labelled with its count and its conversion from the step before. */
function FunnelChart({ stages }: { stages: FunnelStage[] }) {
  const points = stages.map((stage) => ({
    step: funnelStepLabels[stage.step],
    count: stage.count,
    label: stage.conversion === null ? String(stage.count) : `${stage.count} · ${percent(stage.conversion)}`,
  }));
  return (
    <figure className="admin-chart" aria-label="Funnel: players per step over the range, with the conversion from the step before">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={points} layout="vertical" margin={{ top: 8, right: 72, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} stroke="var(--color-text-muted)" fontSize={12} tickLine={false} />
          <YAxis type="category" dataKey="step" stroke="var(--color-text-muted)" fontSize={12} tickLine={false} width={170} />
          <Tooltip contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)', borderRadius: 8 }} />
          <Bar dataKey="count" name="Players" fill="var(--color-gold)" radius={[0, 3, 3, 0]} isAnimationActive={false}>
            <LabelList dataKey="label" position="right" fill="var(--color-text)" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/**
 * The registration-to-cashout funnel of the selected range, from first-party analytics: visitors count only once
 * they accepted cookies, players from the server's own records.
 */
export function FunnelSection({ range }: { range: ReportRange }) {
  const funnel = useQuery({ ...funnelReportQueryOptions(range), placeholderData: keepPreviousData });

  return (
    <section className="admin-funnel" aria-labelledby="admin-funnel-title">
      <h2 id="admin-funnel-title" className="admin-funnel__title">
        Funnel
      </h2>
      {funnel.isPending ? (
        <Spinner label="Loading the funnel" />
      ) : funnel.isError ? (
        <LoadError what="the funnel" onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <p className="admin-funnel__note">
            {funnel.data.pageViews} page views between {funnel.data.from} and {funnel.data.to}. Browsers send page views and registration starts only
            after accepting cookies.
          </p>
          <FunnelChart stages={funnel.data.stages} />
          <div className="admin-table-wrap" tabIndex={0} aria-label="Funnel per day">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {funnel.data.stages.map((stage) => (
                    <th key={stage.step} scope="col" className="admin-table__num">
                      {funnelStepLabels[stage.step]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...funnel.data.days].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {day.stages.map((stage) => (
                      <td key={stage.step} className="admin-table__num">
                        {stage.count} <small>{percent(stage.conversion)}</small>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Range</th>
                  {funnel.data.stages.map((stage) => (
                    <td key={stage.step} className="admin-table__num">
                      {stage.count} <small>{percent(stage.conversion)}</small>
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
