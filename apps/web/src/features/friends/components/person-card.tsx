import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { paths } from '@/config/paths.ts';

/**
 * A player in the Friends lists: avatar, nickname, badges and bio, with the card opening their profile (spec §2)
 * and the actions on top of that link. Stacks the actions under the player at phone width.
 */
export function PersonCard({
  person,
  badges,
  actions,
}: {
  person: { id: string; nickname: string; photoUrl: string | null; bio: string | null };
  badges?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="relative flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PersonAvatar nickname={person.nickname} photoUrl={person.photoUrl} className="size-12" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Link
              to={paths.app.user(person.id)}
              className="truncate font-semibold after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {person.nickname}
            </Link>
            {badges}
          </div>
          {person.bio && <p className="line-clamp-2 text-sm break-words text-muted-foreground">{person.bio}</p>}
        </div>
      </div>
      <div className="relative z-10 flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div>
    </li>
  );
}

export function PersonListSkeleton({ label }: { label: string }) {
  return (
    <ul role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 rounded-lg border bg-card p-4">
          <span aria-hidden className="size-12 shrink-0 animate-pulse rounded-full bg-muted" />
          <span aria-hidden className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <span className="h-3 w-2/3 animate-pulse rounded bg-muted" />
          </span>
        </li>
      ))}
    </ul>
  );
}
