import { Navigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';

/** /app/me: the signed-in user's own profile, without a history entry of its own. */
export default function MeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={paths.app.user(user.id)} replace />;
}
