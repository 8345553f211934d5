import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useToggleTournamentFollow } from '../../api/follow-tournament.ts';

/** Follow / Unfollow for signed-in users; the state flips at once and rolls back if the server says no. */
export function FollowButton({ tournamentId, following }: { tournamentId: string; following: boolean }) {
  const t = useT();
  const toggle = useToggleTournamentFollow(tournamentId);
  return (
    <Button
      variant={following ? 'secondary' : 'default'}
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!following)}
    >
      <Heart aria-hidden className={following ? 'fill-current' : undefined} />
      {following ? t({ defaultMessage: 'Unfollow', description: 'Stop following a tournament' }) : t({ defaultMessage: 'Follow', description: 'Follow a tournament' })}
    </Button>
  );
}
