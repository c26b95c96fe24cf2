import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { REPORT_MAX_DAYS, type ReportDay, type ReportFigures, type ReportRange } from '@lodestar/contracts';
import { Button, buttonClassName } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FunnelSection } from './funnel-section';
import { ReportChart } from './report-chart';
import { dailyReportCsvUrl, dailyReportQueryOptions } from './staff-api';
import { useIdleSignOut } from './use-idle-sign-out';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last 30 UTC days, today included. */
const lastThirtyDays = (): ReportRange => ({ from: isoDay(Date.now() - 29 * DAY_MS), to: isoDay(Date.now()) });

const COLUMNS: { key: keyof ReportFigures; label: string }[] = [
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'stakes', label: 'Stakes' },
  { key: 'wins', label: 'Wins' },
  { key: 'grossGamingRevenue', label: 'GGR' },
  { key: 'bonusCost', label: 'Bonus cost' },
  { key: 'netGamingRevenue', label: 'NGR' },
];

const SUMMARY: (keyof ReportFigures)[] = ['deposits', 'withdrawals', 'grossGamingRevenue', 'bonusCost', 'netGamingRevenue'];

/** Daily figures from the ledger: a chart, a table and the CSV of a date range, per currency or in EUR. */
export function AdminReportsPage() {
  useDocumentTitle('Reports · Back office');
  useIdleSignOut();
  const [range, setRange] = useState<ReportRange>(lastThirtyDays);
  const [draft, setDraft] = useState<ReportRange>(range);
  const [currency, setCurrency] = useState('EUR');
  const report = useQuery({ ...dailyReportQueryOptions(range), placeholderData: keepPreviousData });

  if (report.error && isApiError(report.error) && report.error.status === 401) return <Navigate to="/admin/sign-in" replace />;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const selected = report.data && (currency === 'EUR' ? report.data.eur : report.data.currencies.find((row) => row.currency === currency));
  const activeTotal = (days: ReportDay[]) => days.reduce((sum, day) => Math.max(sum, day.activePlayers), 0);

  return (
    <section className="admin-reports" aria-labelledby="admin-reports-title">
      <div className="admin-home__head">
        <div>
          <h1 id="admin-reports-title" className="admin__title">
            Reports
          </h1>
          <p className="admin__muted">Computed from the ledger, per UTC day. EUR converts each currency at today&apos;s rate.</p>
        </div>
        <a className={buttonClassName({ variant: 'secondary' })} href={dailyReportCsvUrl(range)} download>
          Download CSV
        </a>
      </div>

      <form className="admin-reports__filters" onSubmit={apply}>
        <label className="admin-field">
          <span>From</span>
          <input type="date" required value={draft.from} max={draft.to} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <label className="admin-field">
          <span>To</span>
          <input type="date" required value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <Button type="submit" loading={report.isFetching}>
          Show
        </Button>
        <label className="admin-field admin-reports__currency">
          <span>Currency</span>
          <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
            <option value="EUR">All, in EUR</option>
            {report.data?.currencies.map((row) => (
              <option key={row.currency} value={row.currency}>
                {row.currency}
              </option>
            ))}
          </select>
        </label>
      </form>

      {report.isPending ? (
        <Spinner label="Loading the report" />
      ) : report.error && !report.data ? (
        isApiError(report.error) && report.error.status === 400 ? (
          <p className="admin-notice" role="alert">
            {report.error.message} (at most {REPORT_MAX_DAYS} days).
          </p>
        ) : (
          <LoadError what="the report" onRetry={() => void report.refetch()} />
        )
      ) : !selected ? (
        <p className="admin-notice">
          Nothing moved in {currency} between {range.from} and {range.to}.
        </p>
      ) : (
        <>
          {report.error && (
            <p className="admin-notice" role="alert">
              {report.error.message}
            </p>
          )}
          <dl className="admin-reports__summary">
            {SUMMARY.map((key) => (
              <div key={key} className="admin-reports__stat">
                <dt>{COLUMNS.find((column) => column.key === key)!.label}</dt>
                <dd>
                  {Number(selected.totals[key]).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 })}{' '}
                  <small>{currency}</small>
                </dd>
              </div>
            ))}
            <div className="admin-reports__stat">
              <dt>Peak active players</dt>
              <dd>{activeTotal(selected.days)}</dd>
            </div>
          </dl>
          <ReportChart days={selected.days} currency={currency} />
          <div className="admin-table-wrap" tabIndex={0} aria-label="Figures per day">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className="admin-table__num">
                      {column.label}
                    </th>
                  ))}
                  <th scope="col" className="admin-table__num">
                    Active players
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...selected.days].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {COLUMNS.map((column) => (
                      <td key={column.key} className={`admin-table__num${day[column.key].startsWith('-') ? ' admin-table__negative' : ''}`}>
                        {day[column.key]}
                      </td>
                    ))}
                    <td className="admin-table__num">{day.activePlayers}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className="admin-table__num">
                      {selected.totals[column.key]}
                    </td>
                  ))}
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
      <FunnelSection range={range} />
    </section>
  );
}
