import type { TeamInvite } from '@clutch/contract/teams';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { memberViewsOf } from '../teams/teams.service.ts';
import { withLockedTournaments } from '../tournaments/tournament-lock.service.ts';
import { toInviteView } from './invite-view.ts';
import {
  answerPendingInvite,
  findInvite,
  findInvitesOfUser,
  registeredTournamentIds,
  removeParticipantFromTeam,
  type InviteRow,
} from './team-invites.repository.ts';

export const inviteNotFound = () => notFound('Invite not found.', 'INVITE_NOT_FOUND');
const alreadyAnswered = () => conflict('This invite has already been answered.', 'INVITE_ANSWERED');

type Ctx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'readCache'>;

export function createTeamInvitesService(ctx: Ctx) {
  const { db } = ctx;

  async function views(rows: InviteRow[]): Promise<TeamInvite[]> {
    const members = await memberViewsOf(db, [...new Set(rows.map((r) => r.team.id))]);
    return rows.map((row) => toInviteView(row, members.get(row.team.id) ?? []));
  }

  return {
    async ofUser(userId: string, actor: UserRow): Promise<TeamInvite[]> {
      if (userId !== actor.id) throw forbidden('You can only list your own invites.', 'ACTOR_MISMATCH');
      return views(await findInvitesOfUser(db, userId));
    },

    /** The invitee and the team's captain may read an invite. */
    async get(id: string, actor: UserRow): Promise<TeamInvite> {
      const row = await findInvite(db, id);
      if (!row) throw inviteNotFound();
      if (row.userId !== actor.id && row.captain.id !== actor.id) throw forbidden('Only the invited player and the captain can see this invite.', 'NOT_INVITEE');
      return (await views([row]))[0]!;
    },

    /**
     * The invitee answers (verified accounts only, spec §5). Rejecting frees their place in the tournament the
     * team registered for. The captain hears about it once the answer is stored.
     */
    async answer(id: string, actor: UserRow, claimedUserId: string | undefined, status: 'ACCEPTED' | 'REJECTED'): Promise<TeamInvite> {
      assertActor(actor, claimedUserId);
      const row = await findInvite(db, id);
      if (!row) throw inviteNotFound();
      if (row.userId !== actor.id) throw forbidden('Only the invited player can answer this invite.', 'NOT_INVITEE');
      if (!actor.userVerified) throw forbidden('Please verify your account to answer team invites.', 'ACCOUNT_NOT_VERIFIED');
      if (row.inviteStatus !== 'PENDING') throw alreadyAnswered();
      await runInTransaction(db, async (tx) => {
        // A rejection frees a place in the team's tournaments: their locks come first (DESIGN.md §5.12).
        if (status === 'REJECTED') await withLockedTournaments(tx, await registeredTournamentIds(tx, row.team.id), ctx);
        const answered = await answerPendingInvite(tx, id, status, ctx.now());
        if (!answered) throw alreadyAnswered();
        if (status === 'REJECTED') await removeParticipantFromTeam(tx, answered.teamId, answered.userId);
      });
      ctx.realtime.emitToUser(row.captain.id, 'team:invite-answered', {
        inviteId: id,
        teamId: row.team.id,
        userId: actor.id,
        nickName: actor.nickName,
        status,
      });
      const updated = await findInvite(db, id);
      return (await views([updated!]))[0]!;
    },
  };
}
