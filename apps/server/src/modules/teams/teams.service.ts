import type { InviteMembersBody, LeaveTeamResult, TeamChanges, TeamHistoryEntry } from '@clutch/contract/teams';
import { invalidateAfterCommit, readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { TEAM_SIZE_MAX, type CreateTeamFields, type RegistrationDetail, type Team, type TeamMember } from '@clutch/contract/teams';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { canSee } from '../../domain/tournament-visibility.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { lockForRegistration, registerTeamInTx, teamNotFound, teamSizeRule } from '../registrations/register-team.service.ts';
import { registrationDetail, teamRegistrationDetail } from '../registrations/registrations.service.ts';
import {
  addPlayersToEntries,
  lockTeamTournaments,
  removePlayerFromEntries,
  rosterLocked,
  teamEntries,
  type TeamEntry,
} from '../registrations/team-roster.service.ts';
import { notify, type NotifyCtx } from '../notifications/notifications.service.ts';
import { isBlockedBetween } from '../social/social.service.ts';
import { requireVisible } from '../tournaments/tournaments.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import { discardStoredImage, encodeImage, withStoredImage } from '../uploads/uploads.service.ts';
import {
  deleteMemberRow,
  deleteTeamRow,
  findMembersOf,
  findTeamRecords,
  findTournamentTeamRules,
  historyOfTeam,
  insertMembers,
  insertTeam,
  lockTeamRow,
  renameSoloTeams,
  memberRowsOf,
  reinviteMember,
  setMemberRole,
  teamHasRegistrations,
  teamIdsOfUser,
  updateTeamRow,
  usersByIds,
  type MemberRow,
} from './teams.repository.ts';
import { toMemberView, toTeamView } from './team-view.ts';

const TEAM_PHOTO = 'team-photo';
/**
 * After a nickname change, in its transaction: the player's solo entries show the new name, as brackets and
 * results name a solo player by their nickname (and account deletion finds those entries by it).
 */
export const renameSoloTeamsOf = (tx: Executor, userId: string, from: string, to: string) =>
  from === to ? Promise.resolve() : renameSoloTeams(tx, userId, from, to);

const notCaptain = () => forbidden("Only the team's captain can do that.", 'NOT_TEAM_CAPTAIN');
const memberNotFound = () => notFound('This player is not in the team.', 'MEMBER_NOT_FOUND');

/**
 * Refuses a change that takes the team's accepted players (the captain counted) below the minimum of a tournament
 * whose roster is settled (registration closed or the tournament in progress, `rosterLocked`). While registration is
 * open the captain can still invite, so the change is allowed.
 */
function assertRosterKeepsMinimum(entries: TeamEntry[], acceptedAfter: number, now: Date) {
  for (const { tournament } of entries) {
    if (rosterLocked(tournament, now) && acceptedAfter < tournament.minPlayersPerTeam) {
      throw conflict(
        `Registration for ${tournament.name} is closed and it needs at least ${tournament.minPlayersPerTeam} players per team: ` +
          `this change would leave the team with ${acceptedAfter}.`,
        'ROSTER_BELOW_MINIMUM',
      );
    }
  }
}

const acceptedCount = (rows: MemberRow[]) => rows.filter((r) => r.inviteStatus === 'ACCEPTED').length;

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'storage' | 'realtime' | 'jobs' | 'readCache' | 'search'>;

/**
 * Each invitee hears of their invite (issue #14), in the transaction that wrote it. An invite asked again after a
 * refusal is a new one (its row is reused with a new `createdAt`), so it is heard again.
 */
async function notifyInvites(ctx: NotifyCtx, tx: Executor, team: { id: string; name: string }, captainId: string, invites: { id: string; userId: string; createdAt: Date }[]) {
  for (const invite of invites) {
    await notify(ctx, tx, {
      userId: invite.userId,
      type: 'team_invite',
      params: { team: team.name },
      link: `/app/team-invites/${invite.id}`,
      actorId: captainId,
      dedupeKey: `team_invite:${invite.id}:${invite.createdAt.getTime()}`,
    });
  }
}

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
    const members = others.map((id) => byId.get(id)!);
    await refuseBlocked(captain.id, members);
    return members;
  }

  /** Nobody invites a player when either of them blocked the other; the captain learns which player it was. */
  async function refuseBlocked(captainId: string, players: { id: string; nickName: string }[]) {
    for (const player of players) {
      if (await isBlockedBetween(db, captainId, player.id)) throw forbidden(`You cannot invite ${player.nickName}.`, 'USER_BLOCKED');
    }
  }

  /**
   * The start of every roster change: the tournaments where the team holds a place (in id order), then the team
   * row (DESIGN.md §5.12), then the entries as they stand under those locks. A registration that landed between
   * the first read and the team lock has its tournament locked after the team: rare, and a deadlock it could cause
   * is retried by runInTransaction.
   */
  async function lockForRosterChange(tx: Executor, teamId: string, actorId: string, captainOnly: boolean) {
    const holds = { now: ctx.now(), holdMs };
    const locked = new Set<string>();
    await lockTeamTournaments(tx, teamId, holds, locked, ctx);
    const team = await lockTeamRow(tx, teamId);
    if (!team) throw teamNotFound();
    if (captainOnly && team.captainId !== actorId) throw notCaptain();
    await lockTeamTournaments(tx, teamId, holds, locked, ctx);
    return { team, entries: await teamEntries(tx, teamId), members: await memberRowsOf(tx, teamId), now: holds.now };
  }

  /** The team row locked, for changes that concern only the team (its name, logo, captain). */
  async function lockAsCaptain(tx: Executor, teamId: string, actorId: string) {
    const team = await lockTeamRow(tx, teamId);
    if (!team) throw teamNotFound();
    if (team.captainId !== actorId) throw notCaptain();
    return team;
  }

  return {
    /** Solo tournaments: a team of one, named after the player, registered in the same transaction. */
    async registerSolo(tournamentId: string, actor: { id: string; nickName: string }): Promise<RegistrationDetail> {
      let teamId = '';
      const detail = await runInTransaction(db, async (tx) => {
        const now = ctx.now();
        const tournament = await lockForRegistration(tx, tournamentId, now, holdMs, ctx);
        if (tournament.maxPlayersPerTeam !== 1) {
          throw conflict('This tournament is played by teams: create a team to join it.', 'NOT_SOLO_TOURNAMENT');
        }
        const team = await insertTeam(tx, { name: actor.nickName, captainId: actor.id, tournamentId, createdAt: now });
        teamId = team.id;
        await insertMembers(tx, [
          { teamId: team.id, userId: actor.id, role: 'CAPTAIN', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED', joinedAt: now, createdAt: now },
        ]);
        const id = await registerTeamInTx(tx, { tournamentId, teamId: team.id, actorId: actor.id, now, holdMs, jobs: ctx.jobs, reads: ctx });
        return registrationDetail(tx, id, actor.id, holdMs);
      });
      await ctx.search.changed({ teams: [teamId] });
      return detail;
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
        if (fields.tournamentId) await withLockedTournament(tx, fields.tournamentId, ctx, { now, holdMs });
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
          await registerTeamInTx(tx, { tournamentId: fields.tournamentId, teamId: created.id, actorId: actor.id, now, holdMs, jobs: ctx.jobs, reads: ctx });
        }
        const invites = rows.filter((r) => r.role === 'MEMBER');
        await notifyInvites(ctx, tx, created, actor.id, invites);
        return { team: created, invites };
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
      await ctx.search.changed({ teams: [team.id] });
      return this.get(team.id, actor.id);
    },

    /** The captain renames the team or rewrites its bio; a field left out stays. */
    async update(id: string, actor: UserRow, body: TeamChanges): Promise<Team> {
      await runInTransaction(db, async (tx) => {
        await lockAsCaptain(tx, id, actor.id);
        await updateTeamRow(tx, id, body);
        // Its name appears in brackets, tables and lists of every tournament it entered.
        invalidateAfterCommit(tx, ctx, [readTags.people]);
      });
      await ctx.search.changed({ teams: [id] });
      return this.get(id, actor.id);
    },

    /** The captain's new logo: stored re-encoded, the old one deleted once the change committed. */
    async setPhoto(id: string, actor: UserRow, file: Buffer): Promise<Team> {
      const image = await encodeImage(file);
      const previous = await withStoredImage(ctx, image, { ownerId: actor.id, purpose: TEAM_PHOTO }, async (tx, photoUrl) => {
        const team = await lockAsCaptain(tx, id, actor.id);
        await updateTeamRow(tx, id, { photoUrl });
        invalidateAfterCommit(tx, ctx, [readTags.people]);
        return team.photoUrl;
      });
      await discardStoredImage(ctx, previous, TEAM_PHOTO);
      await ctx.search.changed({ teams: [id] });
      return this.get(id, actor.id);
    },

    /** The captain removes the logo (nothing to do when there is none). */
    async removePhoto(id: string, actor: UserRow): Promise<Team> {
      const previous = await runInTransaction(db, async (tx) => {
        const team = await lockAsCaptain(tx, id, actor.id);
        if (team.photoUrl) {
          await updateTeamRow(tx, id, { photoUrl: null });
          invalidateAfterCommit(tx, ctx, [readTags.people]);
        }
        return team.photoUrl;
      });
      await discardStoredImage(ctx, previous, TEAM_PHOTO);
      await ctx.search.changed({ teams: [id] });
      return this.get(id, actor.id);
    },

    /**
     * The captain invites more players after creation: each gets a PENDING invite (a rejected one is asked again),
     * mirroring the team's entry fee status like the other members (ADR 003), and joins the places the team holds
     * in tournaments (the invite counts in the roster). The team stays within the smallest maximum of those
     * tournaments and TEAM_SIZE_MAX. Invitees hear about it once it commits.
     */
    async invite(id: string, actor: UserRow, { userIds }: InviteMembersBody): Promise<Team> {
      if (userIds.includes(actor.id)) throw badRequest('You cannot invite yourself.', 'ALREADY_IN_TEAM');
      if (new Set(userIds).size !== userIds.length) throw badRequest('A player is listed more than once.', 'DUPLICATE_MEMBER');
      const found = await usersByIds(db, userIds);
      if (found.length !== userIds.length) throw badRequest('Some of the chosen players do not exist.', 'UNKNOWN_MEMBER');
      const byId = new Map(found.map((u) => [u.id, u]));
      const players = userIds.map((userId) => byId.get(userId)!);
      await refuseBlocked(actor.id, players);

      const { team, invites } = await runInTransaction(db, async (tx) => {
        const { team, entries, members, now } = await lockForRosterChange(tx, id, actor.id, true);
        const current = new Map(members.map((m) => [m.userId, m]));
        for (const player of players) {
          const status = current.get(player.id)?.inviteStatus;
          if (status === 'ACCEPTED') throw conflict(`${player.nickName} is already in this team.`, 'ALREADY_IN_TEAM');
          if (status === 'PENDING') throw conflict(`${player.nickName} is already invited to this team.`, 'ALREADY_IN_TEAM');
        }
        const size = members.filter((m) => m.inviteStatus !== 'REJECTED').length + players.length;
        const tightest = entries.reduce<TeamEntry['tournament'] | null>(
          (min, e) => (min === null || e.tournament.maxPlayersPerTeam < min.maxPlayersPerTeam ? e.tournament : min),
          null,
        );
        if (tightest && size > tightest.maxPlayersPerTeam) {
          throw conflict(`${teamSizeRule(tightest)}; with these invites this team would have ${size}.`, 'TEAM_SIZE');
        }
        if (size > TEAM_SIZE_MAX) throw conflict(`A team has at most ${TEAM_SIZE_MAX} players.`, 'TEAM_SIZE');

        // The captain's row carries the team's fee status like every member's (setMembersPaymentStatus).
        const paymentStatus = current.get(team.captainId)?.paymentStatus ?? 'NOT_REQUIRED';
        const invites = [];
        const fresh = [];
        for (const [i, player] of players.entries()) {
          // A millisecond apart, so the invite order is the order the captain chose.
          const createdAt = new Date(now.getTime() + i);
          if (current.has(player.id)) invites.push(await reinviteMember(tx, id, player.id, { paymentStatus, createdAt }));
          else fresh.push({ teamId: id, userId: player.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus, createdAt });
        }
        invites.push(...(await insertMembers(tx, fresh)));
        await addPlayersToEntries(tx, entries, players);
        await notifyInvites(ctx, tx, team, actor.id, invites);
        return { team, invites };
      });

      for (const invite of invites) {
        ctx.realtime.emitToUser(invite.userId, 'team:invited', {
          inviteId: invite.id,
          teamId: id,
          teamName: team.name,
          captainNickName: actor.nickName,
          tournamentId: team.tournamentId,
        });
      }
      return this.get(id, actor.id);
    },

    /**
     * The captain removes a member, or withdraws a pending (or clears a rejected) invite. The captain is never
     * removed; an accepted member's leaving is held to the roster rule (assertRosterKeepsMinimum).
     */
    async removeMember(id: string, actor: UserRow, userId: string): Promise<Team> {
      await runInTransaction(db, async (tx) => {
        const { team, entries, members, now } = await lockForRosterChange(tx, id, actor.id, true);
        if (userId === team.captainId) throw conflict('The captain cannot be removed: hand the captaincy to another member first.', 'CAPTAIN_MUST_HAND_OVER');
        const member = members.find((m) => m.userId === userId);
        if (!member) throw memberNotFound();
        if (member.inviteStatus === 'ACCEPTED') assertRosterKeepsMinimum(entries, acceptedCount(members) - 1, now);
        await deleteMemberRow(tx, id, userId);
        await removePlayerFromEntries(tx, entries, userId);
      });
      return this.get(id, actor.id);
    },

    /**
     * Hands the captaincy to an accepted member: `teams.captain_id` is who registers, pays, withdraws and reports
     * for the team, and the member rows' roles follow in the same transaction. The old captain stays as a member.
     */
    async handOver(id: string, actor: UserRow, userId: string): Promise<Team> {
      await runInTransaction(db, async (tx) => {
        const team = await lockAsCaptain(tx, id, actor.id);
        if (userId === team.captainId) throw conflict('This player is already the captain.', 'ALREADY_CAPTAIN');
        const member = (await memberRowsOf(tx, id)).find((m) => m.userId === userId);
        if (!member) throw memberNotFound();
        if (member.inviteStatus !== 'ACCEPTED') throw conflict('Only a member who accepted the invite can become captain.', 'MEMBER_NOT_ACCEPTED');
        await updateTeamRow(tx, id, { captainId: userId });
        await setMemberRole(tx, id, team.captainId, 'MEMBER');
        await setMemberRole(tx, id, userId, 'CAPTAIN');
      });
      return this.get(id, actor.id);
    },

    /**
     * An accepted member leaves (held to the roster rule). The captain hands over first while anyone else has
     * accepted; a captain left alone disbands the team (its pending invites go with it), unless the team ever
     * entered a tournament: then it stays, for its history and its tournaments' records.
     */
    async leave(id: string, actor: UserRow): Promise<LeaveTeamResult> {
      const { disbandedPhoto, disbanded } = await runInTransaction(db, async (tx) => {
        const { team, entries, members, now } = await lockForRosterChange(tx, id, actor.id, false);
        const me = members.find((m) => m.userId === actor.id);
        if (!me || me.inviteStatus !== 'ACCEPTED') throw forbidden("Only the team's members can leave it.", 'NOT_A_MEMBER');
        if (team.captainId === actor.id) {
          if (acceptedCount(members) > 1) throw conflict('Hand the captaincy to another member before you leave the team.', 'CAPTAIN_MUST_HAND_OVER');
          if (await teamHasRegistrations(tx, id)) {
            throw conflict('You are the last player of a team that has entered tournaments: it stays for its history.', 'LAST_TEAM_MEMBER');
          }
          await deleteTeamRow(tx, id);
          invalidateAfterCommit(tx, ctx, [readTags.people]);
          return { disbanded: true, disbandedPhoto: team.photoUrl };
        }
        assertRosterKeepsMinimum(entries, acceptedCount(members) - 1, now);
        await deleteMemberRow(tx, id, actor.id);
        await removePlayerFromEntries(tx, entries, actor.id);
        return { disbanded: false, disbandedPhoto: null };
      });
      await discardStoredImage(ctx, disbandedPhoto, TEAM_PHOTO);
      if (disbanded) await ctx.search.changed({ teams: [id] });
      return { teamId: id, disbanded };
    },

    /** The team's tournaments (those the viewer may see) with status, placement and its record there. */
    async history(id: string, viewerId: string | null): Promise<TeamHistoryEntry[]> {
      const [team] = await findTeamRecords(db, [id]);
      if (!team) throw teamNotFound();
      const rows = await historyOfTeam(db, id);
      return rows
        .filter((r) => canSee(r.tournament, viewerId))
        .map((r) => ({
          registrationId: r.registrationId,
          tournament: {
            id: r.tournament.id,
            name: r.tournament.name,
            status: r.tournament.status as TournamentStatus,
            photoUrl: r.tournament.photoUrls[0] ?? null,
            tournamentStartDate: r.tournament.startAt.toISOString(),
          },
          requestStatus: r.requestStatus as TeamHistoryEntry['requestStatus'],
          placement: r.placement,
          record: { played: r.won + r.drawn + r.lost, won: r.won, drawn: r.drawn, lost: r.lost },
        }));
    },
  };
}
