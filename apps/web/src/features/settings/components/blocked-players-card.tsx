import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useChangeBlock } from '@/features/social/api/block-user.ts';
import { useBlocks } from '@/features/social/api/get-blocks.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { SectionTitle } from './section-title.tsx';

/** The players the user blocked (GET /users/me/blocks), each with Unblock. */
export function BlockedPlayersCard() {
  const t = useT();
  const blocks = useBlocks();
  const change = useChangeBlock();
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Blocked players' })}</SectionTitle>
        <CardDescription>{t({ defaultMessage: 'Blocked players cannot follow you or send you friend requests, and you do not see each other in the players list.' })}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.isPending ? (
          <div role="status" aria-label={t({ defaultMessage: 'Loading blocked players' })} className="flex flex-col gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : blocks.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            {t({ defaultMessage: 'Couldn’t load your blocked players.' })}
            <Button size="sm" variant="outline" onClick={() => void blocks.refetch()} disabled={blocks.isFetching}>
              {t({ defaultMessage: 'Try again' })}
            </Button>
          </div>
        ) : blocks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'You have not blocked anyone.' })}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {blocks.data.map((b) => {
              const busy = change.isPending && change.variables.userId === b.userId;
              return (
                <li key={b.userId} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
                  <PersonAvatar nickname={b.nickname} photoUrl={b.photoUrl} />
                  <Link to={paths.app.user(b.userId)} className="min-w-0 flex-1 truncate font-medium hover:underline">
                    {b.nickname}
                  </Link>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={t({ defaultMessage: 'Unblock {nickname}' }, { nickname: b.nickname })}
                    onClick={() => change.mutate({ userId: b.userId, nickname: b.nickname, change: 'unblock' })}
                  >
                    <ShieldCheck aria-hidden />
                    {t({ defaultMessage: 'Unblock' })}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
