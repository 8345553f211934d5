import type { PlayerListItem } from '@clutch/contract/users';
import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { paths } from '@/config/paths.ts';
import { FollowButton } from '@/features/social/components/follow-button.tsx';
import { countryName } from '@/lib/countries.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';

/**
 * A player of the list (spec §2 Players): avatar, nickname with the verified mark, country, followers and the
 * Follow button. The whole card opens the profile; the button sits above that link.
 */
export function PlayerCard({ player, onFollowChange }: { player: PlayerListItem; onFollowChange: (following: boolean) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="relative flex min-w-0 flex-col items-center gap-3 rounded-lg border bg-card p-4 text-center shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40">
      <PersonAvatar nickname={player.nickname} photoUrl={player.photoUrl} className="size-16 text-base" />
      <div className="flex w-full min-w-0 flex-col items-center gap-1">
        <span className="flex max-w-full items-center gap-1">
          <Link
            to={paths.app.user(player.id)}
            className="truncate font-semibold after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {player.nickname}
          </Link>
          {player.userVerified && (
            <BadgeCheck role="img" aria-label={t({ defaultMessage: 'Verified' })} className="size-4 shrink-0 text-success-text" />
          )}
        </span>
        {player.country && (
          <span className="flex max-w-full items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden className="size-3 shrink-0" />
            <span className="truncate">{countryName(player.country.id, locale)}</span>
          </span>
        )}
        <span className="text-sm text-muted-foreground">
          {t({ defaultMessage: '{count, plural, one {# follower} other {# followers}}' }, { count: player.followers })}
        </span>
      </div>
      <div className="relative z-10">
        <FollowButton userId={player.id} nickname={player.nickname} following={player.follow} onChange={onFollowChange} />
      </div>
    </li>
  );
}
