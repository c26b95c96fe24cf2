import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { profileMessages } from '@lodestar/contracts';
import { buttonClassName } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { unsubscribeQueryOptions } from '@/features/profile/api';
import { serverErrorMessage } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';

/** /unsubscribe/{signed id}: where the link at the foot of every marketing mail lands; works signed out. */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const { token = '' } = useParams();
  const unsubscribe = useQuery(unsubscribeQueryOptions(token));
  return (
    <div className="not-found page-container" aria-live="polite">
      <h1 className="content-page__title">Marketing email</h1>
      {unsubscribe.isPending && <Spinner label="Unsubscribing" />}
      {unsubscribe.isSuccess && (
        <p className="not-found__text" role="status">
          {profileMessages.unsubscribed}. You will still get emails about your account and payments.
        </p>
      )}
      {unsubscribe.isError && (
        <p className="not-found__text" role="alert">
          {serverErrorMessage(unsubscribe.error)}
        </p>
      )}
      <Link to="/" className={buttonClassName({ size: 'lg' })}>
        Back to home
      </Link>
    </div>
  );
}
