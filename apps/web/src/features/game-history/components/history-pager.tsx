import { Button } from '@/components/button';

interface HistoryPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function HistoryPager({ page, pages, onPage }: HistoryPagerProps) {
  return (
    <nav className="history-pager" aria-label="Game history pages">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹ </span>Previous
      </Button>
      <p className="history-pager__status" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next<span aria-hidden="true"> ›</span>
      </Button>
    </nav>
  );
}
