import type { Target } from '@clutch/contract/organizer';
import { Plus, Target as TargetIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDeleteTarget, useTargets } from '../api/targets.ts';
import { TargetCard } from '../components/target-card.tsx';
import { TargetDialog } from '../components/target-dialog.tsx';

type Editing = { target: Target | null } | null;

/** Spec 'Organization Targets': the organization's goals as cards with progress; organizers add, edit and delete. */
export default function TargetsPage() {
  const t = useT();
  const user = useCurrentUser();
  const query = useTargets();
  const remove = useDeleteTarget();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  // The server lets organizers (anyone who has created a tournament) and admins set targets.
  const mayAdd = user.roles.includes('ORGANIZER') || user.roles.includes('ADMIN');

  const addButton = mayAdd ? (
    <Button onClick={() => setEditing({ target: null })}>
      <Plus aria-hidden />
      {t({ defaultMessage: 'Add Target' })}
    </Button>
  ) : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t({ defaultMessage: 'Target Deleted' }));
        setDeleting(null);
      },
      onError: (e) => {
        toast.error(t({ defaultMessage: 'Could not delete the target' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) });
        setDeleting(null);
      },
    });
  };

  const content = () => {
    if (query.isPending)
      return (
        <div role="status" aria-label={t({ defaultMessage: 'Loading targets' })} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      );
    if (query.isError)
      return <ErrorState title={t({ defaultMessage: 'Could not load your targets' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    if (query.data.length === 0)
      return mayAdd ? (
        <EmptyState
          icon={TargetIcon}
          title={t({ defaultMessage: 'No targets yet' })}
          description={t({ defaultMessage: 'Add a target with its unit and value, then watch its progress towards completion.' })}
          action={addButton}
        />
      ) : (
        <EmptyState
          icon={TargetIcon}
          title={t({ defaultMessage: 'Targets are for organizers' })}
          description={t({
            defaultMessage: 'Create a tournament to become an organizer; then you can set targets for followers, members, tournaments and more.',
          })}
          action={
            <Button asChild>
              <Link to={paths.app.organizerNew()}>{t({ defaultMessage: 'Create tournament' })}</Link>
            </Button>
          }
        />
      );
    return (
      <ul aria-label={t({ defaultMessage: 'Targets' })} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {query.data.map((target) => (
          <TargetCard key={target.id} target={target} onEdit={() => setEditing({ target })} onDelete={() => setDeleting(target)} />
        ))}
      </ul>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t({ defaultMessage: 'Organization Targets' })}
        description={t({ defaultMessage: "Track your organization's goals: followers, members, tournaments and more." })}
        actions={addButton}
      />
      {content()}
      {editing && <TargetDialog key={editing.target?.id ?? 'new'} open target={editing.target} onOpenChange={(o) => !o && setEditing(null)} />}
      <AlertDialog open={deleting !== null} onOpenChange={(o) => !o && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t({ defaultMessage: 'Delete “{title}”?' }, { title: deleting?.title ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t({ defaultMessage: 'The target and its progress are removed for good.' })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Delete' })}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
