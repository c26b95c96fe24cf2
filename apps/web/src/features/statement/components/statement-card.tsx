import { useState } from 'react';
import { STATEMENT_PAGE_SIZE, statementQuery, statementText } from '@lodestar/contracts';
import { Button, buttonClassName } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { dayRangeQuery } from '@/lib/day-range-query';
import { calendarDay } from '@/lib/format';
import { statementCsvHref, useStatement } from '../api';
import { MovementsTable } from './movements-table';
import { StatementFilters, type StatementFilterValues } from './statement-filters';
import './statement.css';

const DEFAULT_DAYS = 30;

function defaultFilters(): StatementFilterValues {
  const today = new Date();
  const monthAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DEFAULT_DAYS);
  return { from: calendarDay(monthAgo), to: calendarDay(today), types: [] };
}

/** UKGC RTS 1: every movement of the player's money, by dates and types, with a CSV of the same. */
export function StatementCard() {
  const [today] = useState(() => calendarDay(new Date()));
  const [filters, setFilters] = useState(defaultFilters);
  const [page, setPage] = useState(1);
  const { query, errors } = dayRangeQuery(statementQuery, filters, { page, size: STATEMENT_PAGE_SIZE });
  const statement = useStatement(query);

  const changeFilters = (next: StatementFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const body = () => {
    if (!query) return null;
    if (statement.isPending) return <Spinner label="Loading your statement" />;
    if (statement.isError && !statement.data) return <LoadError what="Your statement" onRetry={() => void statement.refetch()} />;
    const { movements, total, size } = statement.data;
    if (movements.length === 0) {
      return (
        <div className="statement__empty">
          <p className="statement__empty-title">{statementText.empty}</p>
          <p className="statement__empty-hint">{statementText.emptyHint}</p>
        </div>
      );
    }
    const pages = Math.max(1, Math.ceil(total / size));
    return (
      <>
        <div className="statement__table">
          <MovementsTable movements={movements} caption={`Movements from ${query.from} to ${query.to}`} refreshing={statement.isPlaceholderData} />
        </div>
        <nav className="statement__pager" aria-label="Statement pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <span aria-hidden="true">‹ </span>Previous
          </Button>
          <p className="statement__pager-status" aria-live="polite">
            Page {page} of {pages}
            <span className="statement__pager-total">
              {total} {total === 1 ? 'movement' : 'movements'}
            </span>
          </p>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next<span aria-hidden="true"> ›</span>
          </Button>
        </nav>
      </>
    );
  };

  return (
    <section className="profile-card statement" aria-labelledby="statement-title">
      <div className="statement__heading">
        <div>
          <h1 id="statement-title" className="profile-card__title">
            {statementText.title}
          </h1>
          <p className="profile-card__text">{statementText.intro}</p>
        </div>
        {query && (
          <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={statementCsvHref(query)} download>
            <svg className="statement__download-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {statementText.download}
          </a>
        )}
      </div>
      <StatementFilters values={filters} onChange={changeFilters} errors={errors} today={today} />
      {body()}
    </section>
  );
}
