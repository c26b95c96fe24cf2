import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { staffPermissionLabels } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pagesFor } from './admin-pages';
import { signOutStaff, staffMeQueryOptions } from './staff-api';
import { useIdleSignOut } from './use-idle-sign-out';

/** The signed-in staff member's start page: who they are and what their role lets them do. */
export function AdminHomePage() {
  useDocumentTitle('Back office');
  useIdleSignOut();
  const me = useQuery(staffMeQueryOptions);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (me.isPending) return <Spinner label="Loading" />;
  if (me.error && isApiError(me.error) && me.error.status === 401) return <Navigate to="/admin/sign-in" replace />;
  if (me.error) return <LoadError what="your account" onRetry={() => void me.refetch()} />;

  const signOut = async () => {
    await signOutStaff();
    queryClient.removeQueries({ queryKey: ['staff'] });
    await navigate('/admin/sign-in', { replace: true });
  };

  return (
    <section className="admin-home" aria-labelledby="admin-home-title">
      <div className="admin-home__head">
        <div>
          <h1 id="admin-home-title" className="admin__title">
            Welcome, {me.data.email}
          </h1>
          <p className="admin__muted">
            Role: <strong className="admin-role">{me.data.role}</strong> · signed out after {me.data.idleTimeoutSeconds / 60} minutes without activity
          </p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
      <h2 className="admin__subtitle">What you can do</h2>
      <ul className="admin-permissions">
        {me.data.permissions.map((permission) => (
          <li key={permission} className="admin-permissions__item">
            <span className="admin-permissions__label">{staffPermissionLabels[permission]}</span>
            <code className="admin-permissions__code">{permission}</code>
          </li>
        ))}
      </ul>
      {pagesFor(me.data.permissions).length > 0 && <h2 className="admin__subtitle">Go to</h2>}
      <div className="admin-home__links">
        {pagesFor(me.data.permissions).map((page) => (
          <Link key={page.to} to={page.to} className="admin-link">
            {page.label}: {page.purpose}
          </Link>
        ))}
      </div>
    </section>
  );
}
