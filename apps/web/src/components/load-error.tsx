import { Button } from './button';
import './load-error.css';

/** A list that failed to load: what it was, and a way to try again in place. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-error">
      <p>{what} could not be loaded.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
