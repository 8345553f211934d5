import type { QueryClient } from '@tanstack/react-query';

/**
 * After a follow, a friendship change or a block: every social list and status, the profile counters
 * (['users', id, 'stats']) and the Discover counts are refetched where shown. The Players list is only marked
 * stale, not refetched under the user's pointer (a card it changed updates itself); the next visit reloads it.
 */
export async function refreshSocial(client: QueryClient, { players = false }: { players?: boolean } = {}) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['social'] }),
    client.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'users' && queryKey[2] === 'stats' }),
    client.invalidateQueries({ queryKey: ['discover'] }),
    client.invalidateQueries({ queryKey: ['users', 'list'], refetchType: players ? 'active' : 'none' }),
  ]);
}
