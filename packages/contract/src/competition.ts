import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';

export const matchStatuses = ['SCHEDULED', 'IN_PROGRESS', 'FINISHED'] as const;
export const matchStatus = z.enum(matchStatuses);
export type MatchStatus = z.infer<typeof matchStatus>;

export const matchOutcomes = ['WIN', 'LOSS', 'DRAW', 'PENDING'] as const;
export const matchOutcome = z.enum(matchOutcomes);

/** Where a match sits in the tournament's structure. */
export const matchStages = ['LEAGUE', 'GROUP', 'KNOCKOUT'] as const;
export const matchStage = z.enum(matchStages);
export type MatchStage = z.infer<typeof matchStage>;

/** Name shown for a side that is still to be decided (a knockout winner to come). */
export const TBD_TEAM_NAME = 'TBD';

/** One side of a match, in slot order: slot 1 is Home, slot 2 Away (free-for-all matches have more). */
export const matchResult = z.object({
  id: uuid,
  slot: z.number().int().positive(),
  /** `TBD_TEAM_NAME` while the side is undecided. */
  teamName: z.string(),
  photoUrl: z.string().nullable(),
  /** Null while the side is undecided. */
  teamRegistrationId: uuid.nullable(),
  teamId: uuid.nullable(),
  /** Null until a result is entered. */
  score: z.number().int().nonnegative().nullable(),
  result: matchOutcome,
});

/** A match as spec §3 names it (`starteDate` as spelt), plus its place in the structure. */
export const match = z.object({
  id: uuid,
  tournamentId: uuid,
  details: z.string().nullable(),
  status: matchStatus,
  starteDate: isoDateTime.nullable(),
  stage: matchStage,
  /** 1-based round within the stage; knockout rounds count towards the final. */
  round: z.number().int().positive(),
  /** Order within the round. */
  number: z.number().int().positive(),
  group: z.string().nullable(),
  bestOf: z.number().int().positive(),
  results: z.array(matchResult),
});
export type Match = z.infer<typeof match>;
export const matchList = z.array(match);

export const requestStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const requestStatus = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatus>;

export const teamSummary = z.object({
  id: uuid,
  name: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  captain: z.object({ id: uuid, nickName: z.string(), profilePicUrl: z.string().nullable() }),
  /** Members who accepted (the captain included). */
  membersCount: z.number().int().nonnegative(),
});

/** Team registration (spec §3): the team's request to play a tournament. */
export const teamRegistration = z.object({
  id: uuid,
  team: teamSummary,
  tournament: z.object({ id: uuid, name: z.string() }),
  requestStatus,
  /** Shown to the tournament's organizer and the team's captain only; null for everybody else. */
  rejectionReason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type TeamRegistration = z.infer<typeof teamRegistration>;
export const teamRegistrationList = z.array(teamRegistration);
export const registrationStatusParams = z.object({ tournamentId: uuid, status: requestStatus });
export const tournamentIdParams = z.object({ tournamentId: uuid });
export const teamMatchesParams = z.object({ tournamentId: uuid, teamId: uuid });
