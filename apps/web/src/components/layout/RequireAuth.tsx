import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { sessionEndReason, useSession } from '@/lib/session';

/** Pages of the route table that need a stored token send anonymous visitors to /login. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const reason = sessionEndReason();
    return (
      <Navigate
        to={paths.login.href()}
        replace
        state={
          // After an expiry the member goes back where she was once logged in again.
          reason === 'expired' || reason === null ? { from: location.pathname + location.search, reason } : { reason }
        }
      />
    );
  }
  return <Outlet />;
}
