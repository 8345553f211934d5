import { type Tournament, tournamentEndpoints } from '@clutch/contract/tournaments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { tournamentQueryKey } from './get-tournament.ts';

/** POST (follow) or DELETE (unfollow) /tournaments/{id}/follow → { following, followers }. */
export const setTournamentFollow = (id: string, follow: boolean) =>
  callEndpoint(follow ? tournamentEndpoints.follow : tournamentEndpoints.unfollow, { params: { id } });

/**
 * Follow toggle, optimistic: the button flips at once and rolls back on failure. Toasts as spec §8 says:
 * 'Following' / 'Unfollowed', or 'Action failed'.
 */
export function useToggleTournamentFollow(id: string) {
  const t = useT();
  const client = useQueryClient();
  const key = tournamentQueryKey(id);
  return useMutation({
    mutationFn: (follow: boolean) => setTournamentFollow(id, follow),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<Tournament>(key);
      if (previous) {
        client.setQueryData<Tournament>(key, {
          ...previous,
          following: follow,
          followers: Math.max(0, previous.followers + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(t({ defaultMessage: 'Action failed' }));
    },
    onSuccess: (state) => {
      client.setQueryData<Tournament>(key, (current) => (current ? { ...current, ...state } : current));
      toast.success(
        state.following
          ? t({ defaultMessage: 'Following', description: 'Toast: the user now follows the tournament' })
          : t({ defaultMessage: 'Unfollowed', description: 'Toast: the user no longer follows the tournament' }),
      );
    },
  });
}
