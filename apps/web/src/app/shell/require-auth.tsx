import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { useRealtimeSession } from './use-realtime-session.ts';

/** The login guard (spec §2): visitors go to login, which brings them back to `from` afterwards. */
export default function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  useRealtimeSession(session.status === 'authenticated');

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'unauthenticated') {
    return <Navigate to={paths.auth.login()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
