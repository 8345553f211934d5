import type { Team, TeamMember } from '@clutch/contract/teams';
import { Crown, LogOut, UserMinus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';
import { handOverCaptaincy, leaveTeam, removeMember, useTeamMutation } from '../api/manage-team.ts';
import { ConfirmButton } from './confirm-button.tsx';

const inviteLabel: Record<TeamMember['inviteStatus'], MessageDescriptor> = {
  ACCEPTED: defineMessage({ defaultMessage: 'Joined', description: 'A team member who accepted the invite' }),
  PENDING: defineMessage({ defaultMessage: 'Invited', description: 'A team member who has not answered the invite yet' }),
  REJECTED: defineMessage({ defaultMessage: 'Declined', description: 'A team member who declined the invite' }),
};
const inviteVariant = { ACCEPTED: 'success', PENDING: 'warning', REJECTED: 'destructive' } as const;

/** Captain first, then the members in invite order (as the server sends them). */
const captainFirst = (members: TeamMember[]) => [...members].sort((a, b) => Number(b.role === 'CAPTAIN') - Number(a.role === 'CAPTAIN'));

/**
 * Members tab: the captain with a Captain badge, then every member with their invite status. The captain may make
 * an accepted member captain and remove anyone else (an invite is withdrawn); a member may leave, and so may a
 * captain who is the only player left (the team is then disbanded or, with a tournament history, kept).
 */
export function TeamMembersTab({ team, viewerId }: { team: Team; viewerId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const isCaptain = team.captain.id === viewerId;
  const isPlayer = team.members.some((m) => m.user.id === viewerId && m.inviteStatus === 'ACCEPTED');
  const othersAccepted = team.members.filter((m) => m.user.id !== viewerId && m.inviteStatus === 'ACCEPTED').length;
  const myInvite = team.members.find((m) => m.user.id === viewerId && m.inviteStatus === 'PENDING');

  const remove = useTeamMutation((userId: string) => removeMember(team.id, userId));
  const handOver = useTeamMutation((userId: string) => handOverCaptaincy(team.id, userId));
  const leave = useTeamMutation(
    () => leaveTeam(team.id),
    (result) => {
      toast.success(result.disbanded ? t({ defaultMessage: '{team} was disbanded' }, { team: team.name }) : t({ defaultMessage: 'You left {team}' }, { team: team.name }));
      void navigate(paths.app.teams());
    },
  );

  /** Runs the change; a refusal is a toast with the server's reason, and the dialog stays open. */
  const run = <T,>(work: Promise<T>, done: string, failed: string) =>
    work.then(
      (value) => {
        if (done) toast.success(done);
        return value;
      },
      (e: unknown) => {
        toast.error(failed, { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) });
        throw e;
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {myInvite && (
        <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          {t(
            { defaultMessage: 'The captain invited you to this team. <link>Answer the invite</link>' },
            {
              link: (chunks) => (
                <Link to={paths.app.teamInvite(myInvite.id)} className="font-medium text-link underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      )}
      <ul aria-label={t({ defaultMessage: 'Team members' })} className="flex flex-col divide-y rounded-lg border bg-card shadow-sm">
        {captainFirst(team.members).map((m) => {
          const nick = m.user.nickName;
          const canAct = isCaptain && m.role !== 'CAPTAIN';
          return (
            <li key={m.user.id} className="flex flex-wrap items-center gap-3 p-4" aria-label={nick}>
              <Avatar className="size-10">
                {m.user.profilePicUrl && <AvatarImage src={m.user.profilePicUrl} alt="" />}
                <AvatarFallback>{initials(nick)}</AvatarFallback>
              </Avatar>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={paths.app.user(m.user.id)} className="truncate font-medium hover:text-link hover:underline">
                    {nick}
                  </Link>
                  {m.role === 'CAPTAIN' ? (
                    <Badge>
                      <Crown aria-hidden />
                      {t({ defaultMessage: 'Captain' })}
                    </Badge>
                  ) : (
                    <Badge variant={inviteVariant[m.inviteStatus]}>{t(inviteLabel[m.inviteStatus])}</Badge>
                  )}
                </div>
                {m.user.bio && <p className="line-clamp-1 text-sm text-muted-foreground">{m.user.bio}</p>}
              </div>
              {canAct && (
                <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                  {m.inviteStatus === 'ACCEPTED' && (
                    <ConfirmButton
                      label={t({ defaultMessage: 'Make {player} captain' }, { player: nick })}
                      title={t({ defaultMessage: 'Make {player} captain?' }, { player: nick })}
                      description={t({
                        defaultMessage: 'They will manage the team, register it and pay its entry fees. You stay on the team as a member.',
                      })}
                      confirmLabel={t({ defaultMessage: 'Make captain' })}
                      onConfirm={() =>
                        run(
                          handOver.mutateAsync(m.user.id),
                          t({ defaultMessage: '{player} is the captain now' }, { player: nick }),
                          t({ defaultMessage: 'Could not hand over the captaincy' }),
                        )
                      }
                    >
                      <Crown aria-hidden />
                      {t({ defaultMessage: 'Make captain' })}
                    </ConfirmButton>
                  )}
                  <ConfirmButton
                    variant="destructive"
                    label={t({ defaultMessage: 'Remove {player}' }, { player: nick })}
                    title={
                      m.inviteStatus === 'PENDING'
                        ? t({ defaultMessage: 'Withdraw the invite to {player}?' }, { player: nick })
                        : t({ defaultMessage: 'Remove {player} from the team?' }, { player: nick })
                    }
                    description={t({ defaultMessage: 'They also leave the tournaments the team is entered in. You can invite them again later.' })}
                    confirmLabel={t({ defaultMessage: 'Remove' })}
                    onConfirm={() =>
                      run(
                        remove.mutateAsync(m.user.id),
                        t({ defaultMessage: '{player} was removed' }, { player: nick }),
                        t({ defaultMessage: 'Could not remove {player}' }, { player: nick }),
                      )
                    }
                  >
                    <UserMinus aria-hidden />
                    {t({ defaultMessage: 'Remove' })}
                  </ConfirmButton>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {isPlayer &&
        (isCaptain && othersAccepted > 0 ? (
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'To leave the team, make another member captain first.' })}</p>
        ) : (
          <div>
            <ConfirmButton
              variant="destructive"
              title={t({ defaultMessage: 'Leave {team}?' }, { team: team.name })}
              description={
                isCaptain
                  ? t({ defaultMessage: 'You are its only player: leaving disbands the team and withdraws its pending invites.' })
                  : t({ defaultMessage: 'You also leave the tournaments the team is entered in. The captain can invite you again.' })
              }
              confirmLabel={t({ defaultMessage: 'Leave team' })}
              onConfirm={() => run(leave.mutateAsync(undefined), '', t({ defaultMessage: 'Could not leave the team' }))}
            >
              <LogOut aria-hidden />
              {t({ defaultMessage: 'Leave team' })}
            </ConfirmButton>
          </div>
        ))}
    </div>
  );
}
