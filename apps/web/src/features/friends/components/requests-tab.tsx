import type { PendingRequest } from '@clutch/contract/social';
import { Check, Inbox, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useAnswerFriendRequest } from '@/features/social/api/answer-friend-request.ts';
import { usePendingRequests } from '@/features/social/api/get-pending-requests.ts';
import { useRemoveFriendship } from '@/features/social/api/remove-friendship.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PersonCard, PersonListSkeleton } from './person-card.tsx';

/** The other player of a request: who asked me, or whom I asked. */
const otherOf = (r: PendingRequest) => {
  const u = r.direction === 'INCOMING' ? r.requester : r.addressee;
  return { id: u.id, nickname: u.nickName, photoUrl: u.profilePicUrl, bio: u.bio };
};

function RequestCard({ request }: { request: PendingRequest }) {
  const t = useT();
  const answer = useAnswerFriendRequest();
  const remove = useRemoveFriendship();
  const other = otherOf(request);
  const target = { userId: other.id, nickname: other.nickname, friendshipId: request.id };
  const busy = (answer.isPending && answer.variables.friendshipId === request.id) || (remove.isPending && remove.variables.friendshipId === request.id);
  return (
    <PersonCard
      person={other}
      badges={<Badge variant="warning">{t({ defaultMessage: 'Pending', description: 'Badge on a friend request waiting for an answer' })}</Badge>}
      actions={
        request.direction === 'INCOMING' ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              aria-label={t({ defaultMessage: 'Accept friend request from {nickname}' }, { nickname: other.nickname })}
              onClick={() => answer.mutate({ ...target, answer: 'accept' })}
            >
              <Check aria-hidden />
              {t({ defaultMessage: 'Accept' })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t({ defaultMessage: 'Reject friend request from {nickname}' }, { nickname: other.nickname })}
              onClick={() => answer.mutate({ ...target, answer: 'reject' })}
            >
              <X aria-hidden />
              {t({ defaultMessage: 'Reject' })}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t({ defaultMessage: 'Cancel friend request to {nickname}' }, { nickname: other.nickname })}
            onClick={() => remove.mutate({ ...target, removal: 'cancel' })}
          >
            <X aria-hidden />
            {t({ defaultMessage: 'Cancel', description: 'Withdraw a friend request the user sent' })}
          </Button>
        )
      }
    />
  );
}

function RequestGroup({ id, title, requests }: { id: string; title: string; requests: PendingRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {requests.map((r) => (
          <RequestCard key={r.id} request={r} />
        ))}
      </ul>
    </section>
  );
}

/** Requests the user received (Accept, Reject) and sent (Cancel), each with its 'Pending' badge (spec §2 Friends). */
export function RequestsTab() {
  const t = useT();
  const me = useCurrentUser();
  const pending = usePendingRequests(me.id);
  if (pending.isPending) return <PersonListSkeleton label={t({ defaultMessage: 'Loading friend requests' })} />;
  if (pending.isError)
    return <ErrorState title={t({ defaultMessage: 'Couldn’t load your friend requests' })} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />;
  if (pending.data.length === 0)
    return (
      <EmptyState
        icon={Inbox}
        title={t({ defaultMessage: 'No pending requests' })}
        description={t({ defaultMessage: 'Friend requests you receive or send show up here until they are answered.' })}
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.players()}>{t({ defaultMessage: 'Find players' })}</Link>
          </Button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <RequestGroup
        id="friend-requests-received"
        title={t({ defaultMessage: 'Received', description: 'Heading of the friend requests others sent the user' })}
        requests={pending.data.filter((r) => r.direction === 'INCOMING')}
      />
      <RequestGroup
        id="friend-requests-sent"
        title={t({ defaultMessage: 'Sent', description: 'Heading of the friend requests the user sent' })}
        requests={pending.data.filter((r) => r.direction === 'OUTGOING')}
      />
    </div>
  );
}
