import { TEAM_SIZE_MAX, type CreateTeamFields, type RegistrationDetail, type Team, type TeamMember } from '@clutch/contract/teams';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { lockForRegistration, registerTeamInTx, teamNotFound, teamSizeRule } from '../registrations/register-team.service.ts';
import { registrationDetail, teamRegistrationDetail } from '../registrations/registrations.service.ts';
import { requireVisible, withLockedTournament } from '../tournaments/tournaments.service.ts';
import { encodeImage, withStoredImage } from '../uploads/uploads.service.ts';
import { findMembersOf, findTeamRecords, findTournamentTeamRules, insertMembers, insertTeam, teamIdsOfUser, usersByIds } from './teams.repository.ts';
import { toMemberView, toTeamView } from './team-view.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'storage' | 'realtime'>;

/** The wire members of each of these teams, by team id, captain first (an invite shows its team's). */
export async function memberViewsOf(db: Executor, teamIds: string[]): Promise<Map<string, TeamMember[]>> {
  const byTeam = new Map<string, TeamMember[]>();
  for (const member of await findMembersOf(db, teamIds)) {
    const members = byTeam.get(member.teamId) ?? [];
    members.push(toMemberView(member));
    byTeam.set(member.teamId, members);
  }
  return byTeam;
}

export function createTeamsService(ctx: Ctx) {
  const { db } = ctx;
  const holdMs = ctx.config.registration.holdMs;

  async function views(ids: string[], viewerId: string | null): Promise<Team[]> {
    const [records, members] = await Promise.all([findTeamRecords(db, ids), findMembersOf(db, ids)]);
    return Promise.all(
      records.map(async (team) => {
        const registration = team.tournament ? await teamRegistrationDetail(db, team.tournament.id, team.id, viewerId, holdMs) : null;
        return toTeamView(team, members.filter((m) => m.teamId === team.id), registration, viewerId);
      }),
    );
  }

  /** The chosen members (the captain may be listed once among them): distinct, existing users. */
  async function membersOf(captain: UserRow, ids: string[]) {
    const others = ids.filter((id) => id !== captain.id);
    if (ids.length - others.length > 1) throw badRequest('The captain is listed more than once.', 'DUPLICATE_MEMBER');
    if (new Set(others).size !== others.length) throw badRequest('A member is listed more than once.', 'DUPLICATE_MEMBER');
    const found = await usersByIds(db, others);
    if (found.length !== others.length) throw badRequest('Some of the chosen members do not exist.', 'UNKNOWN_MEMBER');
    const byId = new Map(found.map((u) => [u.id, u]));
    return others.map((id) => byId.get(id)!);
  }

  return {
    /** Solo tournaments: a team of one, named after the player, registered in the same transaction. */
    async registerSolo(tournamentId: string, actor: { id: string; nickName: string }): Promise<RegistrationDetail> {
      return runInTransaction(db, async (tx) => {
        const now = ctx.now();
        const tournament = await lockForRegistration(tx, tournamentId, now, holdMs);
        if (tournament.maxPlayersPerTeam !== 1) {
          throw conflict('This tournament is played by teams: create a team to join it.', 'NOT_SOLO_TOURNAMENT');
        }
        const team = await insertTeam(tx, { name: actor.nickName, captainId: actor.id, tournamentId, createdAt: now });
        await insertMembers(tx, [
          { teamId: team.id, userId: actor.id, role: 'CAPTAIN', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED', joinedAt: now, createdAt: now },
        ]);
        const id = await registerTeamInTx(tx, { tournamentId, teamId: team.id, actorId: actor.id, now, holdMs });
        return registrationDetail(tx, id, actor.id, holdMs);
      });
    },

    async get(id: string, viewerId: string | null): Promise<Team> {
      const [team] = await views([id], viewerId);
      if (!team) throw teamNotFound();
      return team;
    },

    async ofUser(userId: string, actor: UserRow): Promise<Team[]> {
      if (userId !== actor.id) throw forbidden('You can only list your own teams.', 'ACTOR_MISMATCH');
      return views(await teamIdsOfUser(db, userId), actor.id);
    },

    /**
     * Builds a team: the captain (ACCEPTED), members as PENDING invites, the photo from the upload, and, when a
     * tournament is named, its registration, all in one transaction. Invitees hear about it once it commits.
     */
    async create(actor: UserRow, fields: CreateTeamFields, file: Buffer | null): Promise<Team> {
      assertActor(actor, fields.captainId);
      const members = await membersOf(actor, fields.users);
      const size = members.length + 1;
      if (fields.tournamentId) {
        const tournament = requireVisible(await findTournamentTeamRules(db, fields.tournamentId), actor.id);
        if (size < tournament.minPlayersPerTeam || size > tournament.maxPlayersPerTeam) {
          throw badRequest(`${teamSizeRule(tournament)}; this team has ${size} (the captain counts).`, 'TEAM_SIZE');
        }
      } else if (size > TEAM_SIZE_MAX) {
        throw badRequest(`A team has at most ${TEAM_SIZE_MAX} players.`, 'TEAM_SIZE');
      }
      const image = file ? await encodeImage(file) : null;

      const { team, invites } = await withStoredImage(ctx, image, { ownerId: actor.id, purpose: 'team-photo' }, async (tx, photoUrl) => {
        const now = ctx.now();
        // The lock before the team row: its foreign key would share-lock the tournament, and the registration
        // below asks for the row lock, so two of these would deadlock (DESIGN.md §5.12).
        if (fields.tournamentId) await withLockedTournament(tx, fields.tournamentId, { now, holdMs });
        const created = await insertTeam(tx, { name: fields.name, bio: fields.bio, photoUrl, captainId: actor.id, tournamentId: fields.tournamentId ?? null, createdAt: now });
        const rows = await insertMembers(tx, [
          { teamId: created.id, userId: actor.id, role: 'CAPTAIN', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED', joinedAt: now, createdAt: now },
          // A millisecond apart, so the invite order is the order the captain chose.
          ...members.map((m, i) => ({
            teamId: created.id,
            userId: m.id,
            role: 'MEMBER',
            inviteStatus: 'PENDING',
            paymentStatus: 'NOT_REQUIRED',
            createdAt: new Date(now.getTime() + i + 1),
          })),
        ]);
        if (fields.tournamentId) {
          await registerTeamInTx(tx, { tournamentId: fields.tournamentId, teamId: created.id, actorId: actor.id, now, holdMs });
        }
        return { team: created, invites: rows.filter((r) => r.role === 'MEMBER') };
      });

      for (const invite of invites) {
        ctx.realtime.emitToUser(invite.userId, 'team:invited', {
          inviteId: invite.id,
          teamId: team.id,
          teamName: team.name,
          captainNickName: actor.nickName,
          tournamentId: team.tournamentId,
        });
      }
      return this.get(team.id, actor.id);
    },
  };
}
