import { Spinner } from '@/components/spinner';
import './page-loading.css';

/** Fills a page while what it shows is not there yet (the first route chunk, the session check). */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner size="lg" label={label} />
    </div>
  );
}
