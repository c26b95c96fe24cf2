import { Link, useParams } from 'react-router';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { titleFromRouteName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';

export function GamePage() {
  const { name = '' } = useParams();
  const title = titleFromRouteName(name);
  useDocumentTitle(title);

  return (
    <div className="content-page page-container">
      <header className="content-page__header">
        <p className="content-page__eyebrow">Game</p>
        <h1 className="content-page__title">{title}</h1>
      </header>
      <EmptyState
        title="This game is not open yet"
        actions={
          <Link to="/games" className={buttonClassName({ variant: 'secondary' })}>
            All games
          </Link>
        }
      >
        <p>Games launch here, in real-money or demo mode, as soon as the lobby opens.</p>
      </EmptyState>
    </div>
  );
}
