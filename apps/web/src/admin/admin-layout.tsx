import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { AdminNavigation } from './admin-navigation';
import { staffMeQueryOptions } from './staff-api';
import './admin.css';

/** Pages reached before signing in: asking who is signed in there would only be a refused call in the audit log. */
const isPublicPage = (pathname: string) => pathname.startsWith('/admin/sign-in') || pathname.startsWith('/admin/setup');

/** The back office's own frame: a plain, dense staff tool, none of the player site's header, footer or modals. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const me = useQuery({ ...staffMeQueryOptions, enabled: !isPublicPage(pathname) });

  return (
    <div className="admin">
      <header className="admin__bar">
        <div className="admin__brand">
          <Logo />
          <span className="admin__product">Back office</span>
        </div>
        {me.data && <AdminNavigation permissions={me.data.permissions} />}
      </header>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
