import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey, storeUser } from '@/features/auth/api/session.ts';
import { clearOfflineData } from '@/lib/pwa/offline-api.ts';
import { getSocket } from '@/lib/socket.ts';

/**
 * Keeps the realtime connection open while someone is signed in. The server ends the session from elsewhere
 * (logout in another tab, password change, deletion): we forget the user, this device's push subscription and
 * offline copies, and the guard sends them to login.
 */
export function useRealtimeSession(active: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!active) return;
    const socket = getSocket();
    const onRevoked = () => {
      storeUser(null);
      // Signed out here: no more of the account's pushes on this device, and no offline copies of its tickets. The
      // push module (and its contract) loads only then: the frame that calls this hook is also a visitor's.
      void import('@/lib/pwa/push-device.ts').then(({ disablePush }) => disablePush({ tellServer: false })).catch(() => undefined);
      void clearOfflineData();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    };
    const onUserUpdated = () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    socket.on('session:revoked', onRevoked);
    socket.on('user:updated', onUserUpdated);
    socket.connect();
    return () => {
      socket.off('session:revoked', onRevoked);
      socket.off('user:updated', onUserUpdated);
      socket.disconnect();
    };
  }, [active, queryClient]);
}
