import { NavLink, Outlet } from 'react-router';
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
        <nav className="admin__nav" aria-label="Back office">
          <NavLink to="/admin" end className="admin__nav-link">
            Home
          </NavLink>
          <NavLink to="/admin/players" className="admin__nav-link">
            Players
          </NavLink>
          <NavLink to="/admin/verification" className="admin__nav-link">
            Verification
          </NavLink>
          <NavLink to="/admin/withdrawals" className="admin__nav-link">
            Withdrawals
          </NavLink>
          <NavLink to="/admin/reports" className="admin__nav-link">
            Reports
          </NavLink>
        </nav>
      </header>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
