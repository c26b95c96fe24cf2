import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { msUntilIdleSignOut } from './staff-api';

/** Leaves for the sign-in page, saying why, once the server's idle timeout has passed without a call. */
export function useIdleSignOut() {
  const navigate = useNavigate();
  useEffect(() => {
    const check = window.setInterval(() => {
      if (msUntilIdleSignOut() <= 0) void navigate('/admin/sign-in?expired=1', { replace: true });
    }, 5_000);
    return () => window.clearInterval(check);
  }, [navigate]);
}
