import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStoryFeed } from '../api/get-story-feed.ts';
import { groupByAuthor } from '../lib/group-stories.ts';
import { CreateStoryDialog } from './create-story-dialog.tsx';
import { StoryRing } from './story-ring.tsx';
import { StoryViewer, type StoryViewing } from './story-viewer.tsx';

/**
 * The feed as a row of avatars in rings: "Your story" first (watch yours, or post one with +), then each author
 * you follow or are friends with, those with something new first. Opens the full-screen viewer and the
 * create-story dialog. `emptyState` shows under the row when nobody else has a story. Used by the Stories page
 * and the Dashboard.
 */
export function StoriesRow({ emptyState }: { emptyState?: ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const feed = useStoryFeed(user.id);
  const [viewing, setViewing] = useState<StoryViewing | null>(null);
  const [creating, setCreating] = useState(false);

  if (feed.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading stories' })} className="flex gap-3 overflow-hidden">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex w-18 shrink-0 flex-col items-center gap-1.5">
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-3 w-12" />
          </div>
        ))}
      </div>
    );
  if (feed.isError)
    return <ErrorState title={t({ defaultMessage: 'Couldn’t load stories' })} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;

  const authors = groupByAuthor(feed.data);
  const mine = authors.find((a) => a.userId === user.id);
  const others = authors.filter((a) => a.userId !== user.id);

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t({ defaultMessage: 'Stories' })} className="-mx-1 flex gap-3 overflow-x-auto px-1 pt-1 pb-2">
        <li>
          <StoryRing
            nickname={user.nickName}
            photoUrl={user.profilePicUrl}
            caption={t({ defaultMessage: 'Your story' })}
            label={mine ? t({ defaultMessage: 'Watch your story' }) : t({ defaultMessage: 'Create a story' })}
            state={mine ? 'seen' : 'none'}
            onClick={() => (mine ? setViewing({ authors: [mine], start: 0 }) : setCreating(true))}
            badge={
              mine ? (
                <button
                  type="button"
                  onClick={() => setCreating(true)}
                  aria-label={t({ defaultMessage: 'Create a story' })}
                  className="absolute top-11 right-1 flex size-6 cursor-pointer items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <Plus aria-hidden className="size-3.5" />
                </button>
              ) : (
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-11 right-1 flex size-6 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground"
                >
                  <Plus className="size-3.5" />
                </span>
              )
            }
          />
        </li>
        {others.map((author, index) => (
          <li key={author.userId}>
            <StoryRing
              nickname={author.nickname}
              photoUrl={author.photoUrl}
              caption={author.nickname}
              label={
                author.unseen
                  ? t({ defaultMessage: "Watch {nickname}'s stories (new)" }, { nickname: author.nickname })
                  : t({ defaultMessage: "Watch {nickname}'s stories" }, { nickname: author.nickname })
              }
              state={author.unseen ? 'unseen' : 'seen'}
              onClick={() => setViewing({ authors: others, start: index })}
            />
          </li>
        ))}
      </ul>
      {others.length === 0 && emptyState}
      <StoryViewer viewing={viewing} viewerId={user.id} onClose={() => setViewing(null)} />
      <CreateStoryDialog open={creating} onOpenChange={setCreating} verified={user.userVerified} />
    </div>
  );
}
