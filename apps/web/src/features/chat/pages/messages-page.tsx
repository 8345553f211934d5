import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useConversations } from '../api/get-conversations.ts';
import { ConversationList } from '../components/conversation-list.tsx';

/** /app/messages: the user's direct conversations, newest activity first (kept live by the top bar's Messages button). */
export default function MessagesPage() {
  const t = useT();
  const conversations = useConversations();
  return (
    <>
      <title>{`${t({ defaultMessage: 'Messages' })} · Clutch`}</title>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <PageHeader title={t({ defaultMessage: 'Messages' })} description={t({ defaultMessage: 'Your direct conversations with other players.' })} />
        {conversations.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only">{t({ defaultMessage: 'Loading...' })}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : conversations.isError ? (
          <ErrorState title={t({ defaultMessage: 'Could not load your conversations' })} onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} />
        ) : (
          <ConversationList conversations={conversations.data} />
        )}
      </div>
    </>
  );
}
