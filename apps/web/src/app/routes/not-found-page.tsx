import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="not-found page-container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="content-page__title">Page not found</h1>
      <p className="not-found__text">This page drifted off the map. Check the address, or head back to the home page.</p>
      <Link to="/" className={buttonClassName({ size: 'lg' })}>
        Back to home
      </Link>
    </div>
  );
}
