import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matches, matchSlots, teamRegistrations, teams } from '../../db/schema/index.ts';

/** Two-sided slots of a tournament's league and group matches, with each side's team. */
export function leagueSlotsOf(db: Executor, tournamentId: string) {
  return db
    .select({
      matchId: matches.id,
      status: matches.status,
      group: matches.groupLabel,
      slot: matchSlots.slot,
      score: matchSlots.score,
      registrationId: teamRegistrations.id,
      teamName: teams.name,
      photoUrl: teams.photoUrl,
    })
    .from(matches)
    .innerJoin(matchSlots, eq(matchSlots.matchId, matches.id))
    .innerJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(and(eq(matches.tournamentId, tournamentId), inArray(matches.stage, ['LEAGUE', 'GROUP'])))
    .orderBy(asc(matches.id), asc(matchSlots.slot));
}
