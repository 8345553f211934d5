import type { User } from '@clutch/contract/users';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/http.ts';
import { certainlySignedOut } from '@/lib/session-hint.ts';

const STORED_USER_KEY = 'clutch:user';

/** The signed-in user kept in the browser as JSON (spec §3), for an instant first paint; the server decides. */
export function storedUser(): User | null {
  try {
    const raw = localStorage.getItem(STORED_USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User | null) {
  if (user) localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(STORED_USER_KEY);
}

export const sessionQueryKey = ['session'] as const;

/**
 * The current session's user, or null when signed out. A 401 is an answer, not an error; when the server's hint
 * says this browser has no session, that answer is known without asking, and the auth contract (with the users
 * schemas it builds on) is not loaded.
 */
export async function fetchSession(): Promise<User | null> {
  if (certainlySignedOut()) {
    storeUser(null);
    return null;
  }
  try {
    const { authEndpoints } = await import('@clutch/contract/auth');
    const { user } = await callEndpoint(authEndpoints.me);
    storeUser(user);
    return user;
  } catch (e) {
    if (isApiError(e) && e.status === 401) {
      storeUser(null);
      return null;
    }
    throw e;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
});

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  if (query.isPending) return { status: 'loading', user: null };
  if (query.data) return { status: 'authenticated', user: query.data };
  return { status: 'unauthenticated', user: null };
}

/** The signed-in user; only for components rendered behind the guard. */
export function useCurrentUser(): User {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useCurrentUser outside the authenticated area');
  return session.user;
}

export function useSetSessionUser() {
  const client = useQueryClient();
  return (user: User | null) => {
    storeUser(user);
    client.setQueryData(sessionQueryKey, user);
  };
}
