import type { SocialPerson } from '@clutch/contract/social';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useFollowees } from '@/features/social/api/get-followees.ts';
import { useFollowers } from '@/features/social/api/get-followers.ts';
import { useFriends } from '@/features/social/api/get-friends.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export type ConnectionsTab = 'friends' | 'followers' | 'following';

function PeopleList({
  query,
  search,
  empty,
  onPick,
}: {
  query: { isPending: boolean; isError: boolean; data?: SocialPerson[]; refetch: () => unknown };
  search: string;
  empty: string;
  onPick: () => void;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading players' })} className="flex flex-col gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (query.isError || !query.data)
    return (
      <p role="alert" className="py-6 text-center text-sm text-muted-foreground">
        {t({ defaultMessage: 'Couldn’t load this list.' })}{' '}
        <button type="button" className="cursor-pointer font-medium text-link underline-offset-4 hover:underline" onClick={() => void query.refetch()}>
          {t({ defaultMessage: 'Try again' })}
        </button>
      </p>
    );
  const needle = search.trim().toLowerCase();
  const people = needle ? query.data.filter((p) => p.nickname.toLowerCase().includes(needle)) : query.data;
  if (query.data.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  if (people.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{t({ defaultMessage: 'No one matches “{search}”.' }, { search: search.trim() })}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {people.map((p) => (
        <li key={p.userId}>
          <Link to={paths.app.user(p.userId)} onClick={onPick} className="flex min-w-0 items-center gap-3 rounded-md p-2 hover:bg-accent">
            <PersonAvatar nickname={p.nickname} photoUrl={p.photoUrl} />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{p.nickname}</span>
              {p.bio && <span className="truncate text-xs text-muted-foreground">{p.bio}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A profile's friends, followers and followings (spec §2): a tab each, a search box that narrows the open list by
 * nickname, and each person opening their profile. A list loads when its tab is first shown.
 */
export function ConnectionsDialog({
  userId,
  nickname,
  tab,
  onTabChange,
  open,
  onOpenChange,
}: {
  userId: string;
  nickname: string;
  tab: ConnectionsTab;
  onTabChange: (tab: ConnectionsTab) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const friends = useFriends(userId, { enabled: open && tab === 'friends' });
  const followers = useFollowers(userId, { enabled: open && tab === 'followers' });
  const following = useFollowees(userId, { enabled: open && tab === 'following' });
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{nickname}</DialogTitle>
          <DialogDescription>{t({ defaultMessage: 'Friends, followers and the players they follow.' })}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(v) => onTabChange(v as ConnectionsTab)} className="flex min-w-0 flex-col gap-4">
          <TabsList>
            <TabsTrigger value="friends">{t({ defaultMessage: 'Friends' })}</TabsTrigger>
            <TabsTrigger value="followers">{t({ defaultMessage: 'Followers' })}</TabsTrigger>
            <TabsTrigger value="following">{t({ defaultMessage: 'Following', description: 'How many players a user follows' })}</TabsTrigger>
          </TabsList>
          <div>
            <label htmlFor={searchId} className="sr-only">
              {t({ defaultMessage: 'Search by nickname' })}
            </label>
            <Input id={searchId} type="search" autoComplete="off" value={search} placeholder={t({ defaultMessage: 'Search by nickname...' })} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <TabsContent value="friends">
            <PeopleList query={friends} search={search} empty={t({ defaultMessage: 'No friends yet.' })} onPick={close} />
          </TabsContent>
          <TabsContent value="followers">
            <PeopleList query={followers} search={search} empty={t({ defaultMessage: 'No followers yet.' })} onPick={close} />
          </TabsContent>
          <TabsContent value="following">
            <PeopleList query={following} search={search} empty={t({ defaultMessage: 'Not following anyone yet.' })} onPick={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
