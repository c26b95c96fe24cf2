import { Navigate } from 'react-router';

/** /profile on its own opens the profile's home. */
export function ProfileIndex() {
  return <Navigate to="/profile/account/general" replace />;
}
