import { TEAM_SIZE_MAX, type Team } from '@clutch/contract/teams';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { invitePlayers, useTeamMutation } from '../api/manage-team.ts';
import { MemberPicker, type PickedPlayer } from './member-picker.tsx';

/**
 * Invite players (the captain): picks players who are not on the team yet (a player who declined can be asked
 * again); the server holds the team to its tournaments' size and says so when it refuses.
 */
export function InvitePlayersDialog({ team, selfId }: { team: Team; selfId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedPlayer[]>([]);
  const [error, setError] = useState<string | undefined>();
  const onTeam = team.members.filter((m) => m.inviteStatus !== 'REJECTED');
  const invite = useTeamMutation((userIds: string[]) => invitePlayers(team.id, userIds));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPicked([]);
    setError(undefined);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (picked.length === 0) {
      setError(t({ defaultMessage: 'Choose at least one player to invite.' }));
      return;
    }
    invite.mutate(
      picked.map((p) => p.id),
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: '{count, plural, one {Invite sent} other {# invites sent}}' }, { count: picked.length }));
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err, t({ defaultMessage: 'Could not send the invites. Try again.' }))),
      },
    );
  };

  const total = onTeam.length + picked.length;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <UserPlus aria-hidden />
          {t({ defaultMessage: 'Invite players' })}
        </Button>
      }
      title={t({ defaultMessage: 'Invite players' })}
      description={t({ defaultMessage: 'Each player gets an invite in Team Invites and joins once they accept.' })}
      onSubmit={submit}
      error={error}
      submitLabel={t({ defaultMessage: 'Send invites' })}
      pending={invite.isPending}
    >
      <MemberPicker
        selfId={selfId}
        picked={picked}
        onChange={(next) => {
          setPicked(next);
          setError(undefined);
        }}
        max={TEAM_SIZE_MAX}
        taken={onTeam.length}
        excludeIds={onTeam.map((m) => m.user.id)}
        legend={t({ defaultMessage: 'Players to invite' })}
        summary={t({ defaultMessage: '{total} of {max} players, pending invites included' }, { total, max: TEAM_SIZE_MAX })}
      />
    </FormDialog>
  );
}
