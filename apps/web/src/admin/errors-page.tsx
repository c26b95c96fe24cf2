import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorReportGroupsQueryOptions, errorReportQueryOptions } from './staff-api';
import { dateTimeOf, StaffGate } from './staff-gate';

/** "/games/slot?x=1" of a full page address: the host is always ours; the cell stays narrow. */
function pathOf(page: string): string {
  try {
    const url = new URL(page);
    return `${url.pathname}${url.search}`;
  } catch {
    return page;
  }
}

/** Crash reports of the web app, identical ones grouped, newest first; the filter and page live in the URL. */
export function AdminErrorsPage() {
  useDocumentTitle('Error reports · Back office');
  return (
    <StaffGate permission="operations:read">
      <ErrorReportGroups />
    </StaffGate>
  );
}

function ErrorReportGroups() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const list = useQuery({ ...errorReportGroupsQueryOptions(q, page), placeholderData: keepPreviousData });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };

  return (
    <section aria-labelledby="admin-errors-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / Error reports
      </nav>
      <h1 id="admin-errors-title" className="admin__title">
        Error reports
      </h1>
      <form className="admin-search" role="search" onSubmit={submit}>
        <input
          className="admin-input"
          type="search"
          aria-label="Text in the message or page"
          placeholder="Text in the message or page"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Filter
        </Button>
      </form>
      {list.isPending && <Spinner label="Loading the reports" />}
      {list.error && <LoadError what="The error reports" onRetry={() => void list.refetch()} />}
      {list.data && list.data.groups.length === 0 && (
        <EmptyState title="No error reports">{q ? 'Nothing matches this filter.' : 'The web app has reported no crash.'}</EmptyState>
      )}
      {list.data && list.data.groups.length > 0 && (
        <>
          <p className="admin__muted">
            {list.data.totalGroups} distinct error{list.data.totalGroups === 1 ? '' : 's'} · newest first
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-errors">
              <thead>
                <tr>
                  <th scope="col">Message</th>
                  <th scope="col">Page</th>
                  <th scope="col">Browser</th>
                  <th scope="col">Player</th>
                  <th scope="col">Reports</th>
                  <th scope="col">Last seen</th>
                </tr>
              </thead>
              <tbody>
                {list.data.groups.map((group) => (
                  <tr key={group.latestId}>
                    <td className="admin-errors__message">
                      <Link to={`/admin/errors/${group.latestId}`}>{group.message}</Link>
                    </td>
                    <td className="admin-errors__page" title={group.page}>
                      {pathOf(group.page)}
                    </td>
                    <td>{group.browser}</td>
                    <td>{group.playerEmail ?? <span className="admin__muted">unknown</span>}</td>
                    <td>{group.count}</td>
                    <td className="admin-errors__when">{dateTimeOf(group.lastSeenAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.pageCount > 1 && (
            <div className="admin-pager">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setParams({ q, page: String(page - 1) })}>
                Previous
              </Button>
              <span>
                Page {page} of {list.data.pageCount}
              </span>
              <Button variant="secondary" disabled={page >= list.data.pageCount} onClick={() => setParams({ q, page: String(page + 1) })}>
                Next
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** One report: where and in which browser it happened, who from, and its stacks. */
export function AdminErrorDetailPage() {
  useDocumentTitle('Error report · Back office');
  return (
    <StaffGate permission="operations:read">
      <ErrorReportDetail />
    </StaffGate>
  );
}

function ErrorReportDetail() {
  const { id = '' } = useParams();
  const report = useQuery(errorReportQueryOptions(id));
  if (report.isPending) return <Spinner label="Loading the report" />;
  if (report.error) return <LoadError what="The error report" onRetry={() => void report.refetch()} />;
  const detail = report.data;
  return (
    <article aria-labelledby="admin-error-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / <Link to="/admin/errors">Error reports</Link> / Report
      </nav>
      <h1 id="admin-error-title" className="admin__title admin-errors__title">
        {detail.message}
      </h1>
      <dl className="admin-errors__facts">
        <dt>When</dt>
        <dd>{dateTimeOf(detail.createdAt)}</dd>
        <dt>Identical reports</dt>
        <dd>{detail.identicalCount}</dd>
        <dt>Page</dt>
        <dd>{detail.page}</dd>
        <dt>Browser</dt>
        <dd>
          {detail.browser} <span className="admin__muted">({detail.userAgent})</span>
        </dd>
        <dt>Player</dt>
        <dd>{detail.playerEmail ?? (detail.reportedEmail ? `not signed in (claimed ${detail.reportedEmail})` : 'not signed in')}</dd>
      </dl>
      <h2 className="admin__subtitle">Stack</h2>
      <pre className="admin-errors__stack">{detail.stack ?? 'No stack was sent.'}</pre>
      {detail.componentStack && (
        <>
          <h2 className="admin__subtitle">Component stack</h2>
          <pre className="admin-errors__stack">{detail.componentStack}</pre>
        </>
      )}
    </article>
  );
}
