import type { User } from '@clutch/contract/users';
import { BadgeCheck, CalendarDays, Flag, Globe, MapPin, Milestone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { countryName } from '@/lib/countries.ts';
import { formatMonthYear } from '@/lib/format.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { SocialLinks } from './social-links.tsx';

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex max-w-full min-w-0 items-center gap-1.5">
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

/** Only links that are web addresses: what the server stored was checked, but a link is not the place to trust it. */
const safeWebsite = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/**
 * The public profile's head (spec §2): cover, avatar, name with the verified badge, join date and the facts the
 * player filled in, the bio, social links, the counters; Edit Profile for its owner, the social buttons for others.
 */
export function ProfileCard({ user }: { user: User }) {
  const t = useT();
  const locale = useLocale();
  const me = useCurrentUser();
  const owner = me.id === user.id;
  const website = user.website && safeWebsite(user.website);
  return (
    <Card className="overflow-hidden">
      {user.coverUrl ? (
        <img src={user.coverUrl} alt="" className="h-28 w-full object-cover sm:h-40" />
      ) : (
        <div aria-hidden className="h-28 bg-gradient-to-r from-primary/50 via-primary/20 to-status-ongoing/30 sm:h-40" />
      )}
      <div className="flex flex-col gap-4 px-4 pb-6 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Avatar className="-mt-12 size-24 border-4 border-card text-2xl sm:-mt-14 sm:size-28">
            {user.profilePicUrl && <AvatarImage src={user.profilePicUrl} alt={t({ defaultMessage: "{nickname}'s avatar" }, { nickname: user.nickName })} />}
            <AvatarFallback className="text-2xl">{initials(user.nickName)}</AvatarFallback>
          </Avatar>
          {owner ? <EditProfileDialog user={user} /> : <ProfileActions user={user} />}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-all">{user.nickName}</h1>
            {user.userVerified && (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                {t({ defaultMessage: 'Verified', description: 'Badge on the profile of a player whose account is verified' })}
              </Badge>
            )}
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <Fact icon={CalendarDays}>{t({ defaultMessage: 'Joined {date}' }, { date: formatMonthYear(user.createdAt) })}</Fact>
            {user.country && <Fact icon={Flag}>{countryName(user.country.id, locale)}</Fact>}
            {user.location && <Fact icon={MapPin}>{user.location}</Fact>}
            {website && (
              <Fact icon={Globe}>
                <a href={website} target="_blank" rel="noopener noreferrer nofollow ugc" className="block truncate text-link underline-offset-4 hover:underline">
                  {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                </a>
              </Fact>
            )}
            {user.founded !== null && <Fact icon={Milestone}>{t({ defaultMessage: 'Founded {year}' }, { year: String(user.founded) })}</Fact>}
          </ul>
        </div>
        {user.bio ? (
          <p className="max-w-prose text-sm break-words whitespace-pre-line">{user.bio}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t({ defaultMessage: 'No bio yet.' })}</p>
        )}
        <SocialLinks user={user} />
        <ProfileStats userId={user.id} nickname={user.nickName} />
      </div>
    </Card>
  );
}
