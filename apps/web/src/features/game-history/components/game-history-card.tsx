import { useState } from 'react';
import { GAME_HISTORY_PAGE_SIZE, gameHistoryQuery, gameHistoryText } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { dayRangeQuery } from '@/lib/day-range-query';
import { calendarDay } from '@/lib/format';
import { useGameHistory, useGameHistoryProviders } from '../api';
import { defaultHistoryRange } from '../history-dates';
import { HistoryFilters, type HistoryFilterValues } from './history-filters';
import { HistoryPager } from './history-pager';
import { RoundsSkeleton, RoundsTable } from './rounds-table';
import './game-history.css';

/** SPEC.md §2 Profile area: the player's game rounds, newest first, by range of days and provider. */
export function GameHistoryCard() {
  const [today] = useState(() => calendarDay(new Date()));
  const [filters, setFilters] = useState<HistoryFilterValues>(() => ({ ...defaultHistoryRange(), provider: '' }));
  const [page, setPage] = useState(1);
  const { query, errors } = dayRangeQuery(gameHistoryQuery, filters, { page, size: GAME_HISTORY_PAGE_SIZE });
  const history = useGameHistory(query ?? { ...filters, page }, query !== undefined);
  const hasPlayed = (useGameHistoryProviders().data?.length ?? 0) > 0;

  const changeFilters = (next: HistoryFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const body = () => {
    if (!query) return null;
    if (history.isPending) return <RoundsSkeleton />;
    if (history.isError && !history.data) return <LoadError what="Your game history" onRetry={() => void history.refetch()} />;
    const { rounds, total, size } = history.data;
    if (rounds.length === 0) {
      return (
        <div className="game-history__empty">
          <svg className="game-history__empty-art" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
            <rect x="9" y="12" width="28" height="36" rx="5" fill="#1a2146" stroke="#9a7bff" strokeOpacity="0.55" transform="rotate(-10 23 30)" />
            <rect x="19" y="8" width="28" height="36" rx="5" fill="#222a55" stroke="#f5b942" strokeOpacity="0.8" transform="rotate(8 33 26)" />
            <path d="M33 17l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6-4.5-4.1 6-.7z" fill="#ffdd8a" transform="rotate(8 33 26)" />
          </svg>
          <p className="game-history__empty-title">{gameHistoryText.empty}</p>
          {hasPlayed && <p className="game-history__empty-hint">{gameHistoryText.emptyRangeHint}</p>}
        </div>
      );
    }
    return (
      <>
        <div className="game-history__table">
          <RoundsTable rounds={rounds} caption={`Game rounds from ${query.from} to ${query.to}`} refreshing={history.isPlaceholderData} />
        </div>
        <HistoryPager page={page} pages={Math.max(1, Math.ceil(total / size))} onPage={setPage} />
      </>
    );
  };

  return (
    <section className="profile-card game-history" aria-labelledby="game-history-title">
      <h2 id="game-history-title" className="profile-card__title">
        {gameHistoryText.title}
      </h2>
      <HistoryFilters values={filters} onChange={changeFilters} errors={errors} today={today} />
      {body()}
    </section>
  );
}
