import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import './admin.css';

/** The back office's own frame: a plain, dense staff tool, none of the player site's header, footer or modals. */
export function AdminLayout() {
  return (
    <div className="admin">
      <header className="admin__bar">
        <div className="admin__brand">
          <Logo />
          <span className="admin__product">Back office</span>
        </div>
      </header>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
