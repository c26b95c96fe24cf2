import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';

export function GamesPage() {
  useDocumentTitle('Games');
  return (
    <div className="content-page page-container">
      <header className="content-page__header">
        <h1 className="content-page__title">Games</h1>
        <p className="content-page__lede">Every game of the casino, with search, favourites and your recently played.</p>
      </header>
      <EmptyState
        title="Games are on their way"
        actions={
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            Back to home
          </Link>
        }
      >
        <p>
          The lobby is being stocked: Lodestar Originals, our provably fair in-house games, open first. Come back
          soon, your welcome spins will be waiting.
        </p>
      </EmptyState>
    </div>
  );
}
