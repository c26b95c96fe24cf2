import { SUPPORT_EMAIL } from '@lodestar/contracts';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SelfExclusionPage() {
  useDocumentTitle('Self-exclusion');
  return (
    <div className="profile-stack">
      <h2 className="profile-page__title">Self-exclusion</h2>
      <p className="profile-card__text">
        Take a break from gambling: while a self-exclusion runs you cannot log in to play, deposit or receive promotions, and it cannot be lifted
        before its end date.
      </p>
      <EmptyState headingLevel={3} title="Self-exclusion from this page is coming">
        <p>
          Until it is, our support team sets a self-exclusion for you straight away. Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
          from your account’s email address and tell us for how long.
        </p>
      </EmptyState>
    </div>
  );
}
