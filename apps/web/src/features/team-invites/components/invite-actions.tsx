import type { TeamInvite } from '@clutch/contract/teams';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { UnverifiedDialog } from '@/components/unverified-dialog.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useAnswerInvite, type InviteAnswer } from '../api/answer-invite.ts';

export const inviteStatusOf = (invite: Pick<TeamInvite, 'status' | 'inviteStatus'>) => invite.inviteStatus ?? invite.status ?? 'PENDING';

/** Accept and Reject for the invitee; an unverified account gets the verify dialog instead of the call (spec §5). */
export function InviteActions({ invite }: { invite: TeamInvite }) {
  const t = useT();
  const user = useCurrentUser();
  const answer = useAnswerInvite(user.id);
  const [askVerify, setAskVerify] = useState(false);
  const pending = inviteStatusOf(invite) === 'PENDING';
  const busy = answer.isPending && answer.variables?.id === invite.id;

  const act = (choice: InviteAnswer) => {
    if (!user.userVerified) {
      setAskVerify(true);
      return;
    }
    answer.mutate({ id: invite.id, answer: choice });
  };

  return (
    <>
      <Button size="sm" onClick={() => act('accept')} disabled={!pending || busy} aria-label={t({ defaultMessage: 'Accept invite to {team}' }, { team: invite.team.name })}>
        <Check aria-hidden />
        {t({ defaultMessage: 'Accept' })}
      </Button>
      <Button size="sm" variant="outline" onClick={() => act('reject')} disabled={!pending || busy} aria-label={t({ defaultMessage: 'Reject invite to {team}' }, { team: invite.team.name })}>
        <X aria-hidden />
        {t({ defaultMessage: 'Reject' })}
      </Button>
      <UnverifiedDialog
        open={askVerify}
        onOpenChange={setAskVerify}
        action={t({ defaultMessage: 'accept or reject team invites', description: 'Ends "Please verify your account to …"' })}
      />
    </>
  );
}
