import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { withLockedTournament, type ReadsOf } from '../tournaments/tournament-lock.service.ts';
import { activeEntriesOfTeam, capacityUsed, deleteParticipant, insertParticipants, participantsAmong, type ActiveEntry } from './registrations.repository.ts';

/**
 * A team's roster seen from its tournaments: the teams module changes members (invites, removals, leaving) and
 * calls these inside its transaction so the tournaments' participants follow (the participants are this module's).
 */
export type TeamEntry = ActiveEntry;

/**
 * Locks, in id order, the tournaments where the team holds a place and that are not locked yet (`locked` collects
 * them): the first step of a roster change (DESIGN.md §5.12: the tournament rows before the team row). Expired fee
 * holds are cancelled on the way, like every registration write does (ADR 003).
 */
export async function lockTeamTournaments(tx: Executor, teamId: string, holds: { now: Date; holdMs: number }, locked: Set<string>, reads: ReadsOf) {
  const ids = [...new Set((await activeEntriesOfTeam(tx, teamId)).map((e) => e.tournament.id))].filter((id) => !locked.has(id)).sort();
  for (const id of ids) {
    await withLockedTournament(tx, id, reads, holds);
    locked.add(id);
  }
}

/** The team's entries as they stand under the locks (a hold that expired meanwhile is gone). */
export const teamEntries = (tx: Executor, teamId: string): Promise<TeamEntry[]> => activeEntriesOfTeam(tx, teamId);

/**
 * Whether the tournament's roster is settled: registration has closed (its end date passed) or it is being played.
 * A registered team may not drop below the tournament's minimum then: there is no registering again to fix it.
 */
export const rosterLocked = (t: TeamEntry['tournament'], now: Date) =>
  t.status === 'IN_PROGRESS' || (t.status === 'OPEN_FOR_REGISTRATION' && (now > t.registrationEndAt || now >= t.startAt));

/**
 * Newly invited players join the team's places: the invite counts in the roster (ADR 003: the captain and every
 * member whose invite is not rejected), so each becomes a participant of every tournament the team holds a place
 * in. Refused when one already plays there through another team, or when the tournament has no room for them.
 */
export async function addPlayersToEntries(tx: Executor, entries: TeamEntry[], players: { id: string; nickName: string }[]) {
  for (const entry of entries) {
    const ids = players.map((p) => p.id);
    const taken = new Set((await participantsAmong(tx, entry.tournament.id, ids)).map((p) => p.userId));
    const clash = players.find((p) => taken.has(p.id));
    if (clash) throw conflict(`${clash.nickName} is already registered in this tournament.`, 'ALREADY_IN_TOURNAMENT');
    if (entry.tournament.maxPlayers > 0) {
      const used = await capacityUsed(tx, entry.tournament.id);
      if (used.players + ids.length > entry.tournament.maxPlayers) {
        const room = Math.max(entry.tournament.maxPlayers - used.players, 0);
        throw conflict(`This tournament has room for ${room} more player${room === 1 ? '' : 's'} only.`, 'TOURNAMENT_FULL');
      }
    }
    await insertParticipants(tx, entry.tournament.id, entry.registrationId, ids);
  }
}

/** A player who left the team (or whose invite was withdrawn) no longer plays for it in these tournaments. */
export async function removePlayerFromEntries(tx: Executor, entries: TeamEntry[], userId: string) {
  for (const entry of entries) await deleteParticipant(tx, entry.registrationId, userId);
}
