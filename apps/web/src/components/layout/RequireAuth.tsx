import { Fragment } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { sessionEndAssociation, sessionEndReason, sessionIdentity, useSession } from '@/lib/session';

/** Pages of the route table that need a stored token send anonymous visitors to /login. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const reason = sessionEndReason();
    // After an expiry the member goes back where she was once logged in again; after a
    // password change (every session ends, rulings R5), back to the profile she started from.
    const from =
      reason === 'expired' || reason === null
        ? location.pathname + location.search
        : reason === 'password-changed'
          ? paths.profile.href()
          : undefined;
    // The login page of the association the session was in (issue 21), when this tab knows it.
    return (
      <Navigate to={paths.login.href(sessionEndAssociation())} replace state={from ? { from, reason } : { reason }} />
    );
  }
  // Another association (a switch, or another tab) draws every signed-in page again from
  // scratch: no state of the previous one's screens stays (issue 21).
  return (
    <Fragment key={sessionIdentity(session)}>
      <Outlet />
    </Fragment>
  );
}
