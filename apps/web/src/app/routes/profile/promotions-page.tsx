import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PromotionsPage() {
  useDocumentTitle('Available promotions');
  return (
    <div className="profile-stack">
      <h2 className="profile-page__title">Available promotions</h2>
      <EmptyState
        headingLevel={3}
        title="No promotions to show yet"
        actions={
          <Link to="/games" className={buttonClassName({ variant: 'secondary' })}>
            Go to games
          </Link>
        }
      >
        <p>Promotions you are eligible for, and the ones you have redeemed with a coupon, will be listed here.</p>
      </EmptyState>
    </div>
  );
}
