import type { User } from '@clutch/contract/users';
import { BadgeCheck, CalendarDays } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatMonthYear } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';
import { ProfileStats } from './profile-stats.tsx';

export function ProfileCard({ user }: { user: User }) {
  const t = useT();
  return (
    <Card className="overflow-hidden">
      <div aria-hidden className="h-28 bg-gradient-to-r from-primary/50 via-primary/20 to-status-ongoing/30 sm:h-36" />
      <div className="flex flex-col gap-4 px-4 pb-6 sm:px-6">
        <Avatar className="-mt-12 size-24 border-4 border-card text-2xl sm:-mt-14 sm:size-28">
          {user.profilePicUrl && <AvatarImage src={user.profilePicUrl} alt={t({ defaultMessage: "{nickname}'s avatar" }, { nickname: user.nickName })} />}
          <AvatarFallback className="text-2xl">{initials(user.nickName)}</AvatarFallback>
        </Avatar>
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
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-4" />
            {t({ defaultMessage: 'Joined {date}' }, { date: formatMonthYear(user.createdAt) })}
          </p>
        </div>
        {user.bio ? (
          <p className="max-w-prose text-sm whitespace-pre-line">{user.bio}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t({ defaultMessage: 'No bio yet.' })}</p>
        )}
        <ProfileStats userId={user.id} />
      </div>
    </Card>
  );
}
