import { z } from 'zod';
import { enteredDateTime, idParams, isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';
import { placementSnapshot, placementsInput } from './free-for-all.ts';

export const matchStatuses = ['SCHEDULED', 'IN_PROGRESS', 'FINISHED'] as const;
export const matchStatus = z.enum(matchStatuses);
export type MatchStatus = z.infer<typeof matchStatus>;

export const matchOutcomes = ['WIN', 'LOSS', 'DRAW', 'PENDING'] as const;
export const matchOutcome = z.enum(matchOutcomes);

/** Where a match sits in the tournament's structure; a free-for-all plays LOBBY games, then FINAL games. */
export const matchStages = ['LEAGUE', 'GROUP', 'KNOCKOUT', 'SWISS', 'LOBBY', 'FINAL'] as const;
export const matchStage = z.enum(matchStages);
export type MatchStage = z.infer<typeof matchStage>;

/** Which part of a knockout a match belongs to (null in leagues and groups). */
export const bracketSides = ['WINNERS', 'LOSERS', 'GRAND_FINAL', 'THIRD_PLACE'] as const;
export const bracketSide = z.enum(bracketSides);
export type BracketSide = z.infer<typeof bracketSide>;

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
  /** This side forfeited or did not show. */
  forfeit: z.boolean(),
  /** When this side's captain checked in for the match (match check-in); null when not (or there is none). */
  checkedInAt: isoDateTime.nullable(),
  /** Free-for-all: the place finished in this game (null until entered, and in other formats); `score` is the game's points. */
  place: z.number().int().positive().nullable(),
  /** Free-for-all: eliminations in this game (null until entered, and in other formats). */
  kills: z.number().int().nonnegative().nullable(),
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
  /** Server region the match is played on (public; the room code is for its participants only, on their ticket). */
  region: z.string().nullable(),
  /** Knockout part; null in leagues and groups. */
  bracket: bracketSide.nullable(),
  /** A bye: one side advanced without playing (shown greyed, never scored). */
  bye: z.boolean(),
  /** A captain's report waiting for the other captain (or a dispute waiting for the organizer). */
  pendingReport: z.lazy(() => matchReport).nullable(),
  /**
   * Match check-in (`competition.matchCheckInMinutes` > 0): the window each side's captain checks in within, once
   * the match's sides are known and its time came; null without check-in or while a side is still to be decided.
   */
  checkInOpensAt: isoDateTime.nullable(),
  checkInClosesAt: isoDateTime.nullable(),
  /** Neither side checked in before the window closed: the organizer decides the match (a result or a new time). */
  checkInMissed: z.boolean(),
  results: z.array(matchResult),
});
export type Match = z.infer<typeof match>;
export const matchList = z.array(match);

/** A registration's entry fee (spec §4): NOT_REQUIRED when free, REFUNDED after a refund. */
export const registrationPaymentStatuses = ['NOT_REQUIRED', 'PENDING', 'PAID', 'REFUNDED'] as const;
export const registrationPaymentStatus = z.enum(registrationPaymentStatuses);
export type RegistrationPaymentStatus = z.infer<typeof registrationPaymentStatus>;

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
  /** The entry fee's state (the organizer accepts only once it is not PENDING); organizer and captain only, null otherwise. */
  paymentStatus: registrationPaymentStatus.nullable(),
  /** Checked in for the tournament (only meaningful when its `competition.checkInMinutes` > 0). */
  checkedIn: z.boolean(),
  createdAt: isoDateTime,
});
export type TeamRegistration = z.infer<typeof teamRegistration>;
export const teamRegistrationList = z.array(teamRegistration);
export const registrationStatusParams = z.object({ tournamentId: uuid, status: requestStatus });
export const tournamentIdParams = z.object({ tournamentId: uuid });
export const teamMatchesParams = z.object({ tournamentId: uuid, teamId: uuid });

/* ---------- Results, reports, corrections (issue #5) ---------- */

/**
 * A result: both scores, or a forfeit/no-show by one side (slot 1 Home, 2 Away); or, for a free-for-all lobby
 * game, `placements` (every entrant of the lobby once, with place and eliminations) alone.
 */
export const resultInput = z
  .object({
    placements: placementsInput.optional(),
    homeScore: z.number().int().min(0, 'Scores cannot be negative.').max(999).optional(),
    awayScore: z.number().int().min(0, 'Scores cannot be negative.').max(999).optional(),
    /** The side that forfeited or did not show; the other side wins. */
    forfeit: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.placements !== undefined) {
      if (r.homeScore !== undefined || r.awayScore !== undefined || r.forfeit !== undefined)
        ctx.addIssue({ code: 'custom', path: ['placements'], message: 'Send placements alone: a lobby game has no home or away score.' });
      return;
    }
    const scored = r.homeScore !== undefined && r.awayScore !== undefined;
    if (!scored && r.forfeit === undefined) ctx.addIssue({ code: 'custom', path: ['homeScore'], message: 'Enter both scores or a forfeit.' });
    if ((r.homeScore === undefined) !== (r.awayScore === undefined)) ctx.addIssue({ code: 'custom', path: ['awayScore'], message: 'Enter both scores.' });
  });
export type ResultInput = z.input<typeof resultInput>;

export const KNOCKOUT_DRAW_MESSAGE = 'A knockout match needs a winner: the scores cannot be level.';

/**
 * A result for a match of `stage`: a knockout match needs a winner, so its scores cannot be level. Forms check it
 * before sending; the server knows the stage only once it has loaded the match, and its engine refuses a knockout
 * draw with DRAW_NOT_ALLOWED.
 */
export function resultInputFor(stage: MatchStage) {
  if (stage !== 'KNOCKOUT') return resultInput;
  return resultInput.superRefine((r, ctx) => {
    if (r.forfeit === undefined && r.homeScore !== undefined && r.homeScore === r.awayScore)
      ctx.addIssue({ code: 'custom', path: ['awayScore'], message: KNOCKOUT_DRAW_MESSAGE });
  });
}

export const reportStatuses = ['PENDING', 'CONFIRMED', 'DISPUTED', 'AUTO_ACCEPTED', 'RESOLVED', 'SUPERSEDED'] as const;
export const reportStatus = z.enum(reportStatuses);

/** A captain's report of a match result. */
export const matchReport = z.object({
  id: uuid,
  matchId: uuid,
  status: reportStatus,
  homeScore: z.number().int().nonnegative().nullable(),
  awayScore: z.number().int().nonnegative().nullable(),
  forfeit: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Slot of the reporting side. */
  reportedBySlot: z.number().int().positive(),
  reportedBy: z.object({ id: uuid, nickName: z.string() }),
  disputeReason: z.string().nullable(),
  createdAt: isoDateTime,
  /** When an unanswered report is accepted on its own; null on a lobby game's report, which only the organizer accepts. */
  autoAcceptAt: isoDateTime.nullable(),
  /** A lobby game's reported finish, best place first (null on a two-sided match's report). */
  placements: placementSnapshot.nullable(),
});
export type MatchReport = z.infer<typeof matchReport>;

/** The longest dispute reason a captain may send the organizer. */
export const DISPUTE_REASON_MAX = 500;
export const disputeBody = z.object({ reason: z.string().trim().min(1, 'Say what is wrong with this result.').max(DISPUTE_REASON_MAX) });

/** Organizer result entry; on a FINISHED match it is a correction and needs `correction: true`. */
export const enterResultBody = resultInput.and(z.object({ correction: z.boolean().default(false) }));

/** A correction's preview: the later matches whose sides or results would change. */
export const resultPreview = z.object({
  match: z.lazy(() => match),
  affected: z.array(z.object({ matchId: uuid, stage: matchStage, bracket: bracketSide.nullable(), round: z.number().int(), number: z.number().int(), change: z.enum(['SIDES_CHANGE', 'RESULT_CLEARED']) })),
});
export type ResultPreview = z.infer<typeof resultPreview>;

/** Schedule per match, or per round (every match of that stage/group/round). */
export const matchScheduleBody = z.object({
  starteDate: enteredDateTime.nullable().optional(),
  bestOf: z.number().int().refine((n) => [1, 3, 5, 7].includes(n), 'Best of must be 1, 3, 5 or 7.').optional(),
  region: z.string().trim().min(1).max(32).optional(),
  details: z.string().trim().max(500).nullable().optional(),
});
export const roundScheduleBody = matchScheduleBody.omit({ region: true, details: true }).extend({
  stage: matchStage,
  bracket: bracketSide.nullable().default(null),
  group: z.string().max(8).nullable().default(null),
  round: z.number().int().positive(),
});

/** A result as the audit keeps it; a lobby game's carries its placements (scores null). */
const auditSnapshot = z.object({
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  forfeit: z.number().nullable(),
  placements: placementSnapshot.optional(),
});

export const auditActions = ['ENTERED', 'REPORTED', 'CONFIRMED', 'DISPUTED', 'AUTO_ACCEPTED', 'RESOLVED', 'CORRECTED', 'FORFEIT'] as const;
export const auditEntry = z.object({
  id: uuid,
  matchId: uuid,
  matchLabel: z.string(),
  action: z.enum(auditActions),
  actor: z.object({ id: uuid, nickName: z.string() }).nullable(),
  before: z.lazy(() => auditSnapshot).nullable(),
  after: z.lazy(() => auditSnapshot).nullable(),
  /** Later matches the change reset or re-filled. */
  affectedMatchIds: z.array(uuid),
  note: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.array(auditEntry);

/* ---------- Swiss rounds (issue #16 item 1) ---------- */

const swissEntrant = z.object({ teamRegistrationId: uuid, teamName: z.string() });

/** One pair of a Swiss round and why it was made. */
export const swissPairing = z.object({
  /** The match it became (null only for a round the server has not written yet). */
  matchId: uuid.nullable(),
  home: swissEntrant.extend({ points: z.number() }),
  away: swissEntrant.extend({ points: z.number() }),
  /** They met before: no pairing of the field avoided it. */
  rematch: z.boolean(),
  /** The two came from different score groups. */
  floater: z.boolean(),
  /** The home side's ideal opponent (same score group, top half against bottom half) when it got another. */
  idealOpponent: swissEntrant.nullable(),
  /** ALREADY_MET: the ideal opponent was met before; KEEPS_FIELD_PAIRABLE: needed elsewhere to avoid a rematch. */
  idealSkippedBecause: z.enum(['ALREADY_MET', 'KEEPS_FIELD_PAIRABLE']).nullable(),
});

export const swissRound = z.object({
  round: z.number().int().positive(),
  /** Score groups going into the round, best first. */
  scoreGroups: z.array(z.object({ points: z.number(), size: z.number().int().positive() })),
  bye: swissEntrant.nullable(),
  byeReason: z.enum(['LOWEST_RANKED_WITHOUT_BYE', 'AVOIDS_REMATCH']).nullable(),
  rematchesAvoided: z.number().int().nonnegative(),
  rematchesForced: z.number().int().nonnegative(),
  floaters: z.number().int().nonnegative(),
  /** sha256 of the round's inputs (standings, byes, who met whom): re-running the pairing on them gives these pairs. */
  inputDigest: z.string(),
  pairs: z.array(swissPairing),
});
export type SwissRound = z.infer<typeof swissRound>;

/** A Swiss tournament's rounds so far; `rounds` is empty before it starts. */
export const swissRounds = z.object({
  /** Rounds to be played (the setting, or ⌈log2 entrants⌉ once started); null before the start when automatic. */
  totalRounds: z.number().int().positive().nullable(),
  topCut: z.number().int().nonnegative(),
  tiebreakers: z.array(z.enum(['BUCHHOLZ', 'MEDIAN_BUCHHOLZ', 'SONNEBORN_BERGER', 'OPPONENT_MATCH_WIN_PCT', 'HEAD_TO_HEAD', 'SEED'])),
  rounds: z.array(swissRound),
});
export type SwissRounds = z.infer<typeof swissRounds>;

export const competitionEndpoints = {
  tournamentMatches: endpoint('GET', '/api/v1/matches/tournament/:tournamentId', { params: tournamentIdParams, response: matchList }),
  teamMatches: endpoint('GET', '/api/v1/matches/tournament/:tournamentId/team/:teamId', { params: teamMatchesParams, response: matchList }),
  audit: endpoint('GET', '/api/v1/tournaments/:id/audit', { params: idParams, response: auditLog }),
  scheduleRound: endpoint('PATCH', '/api/v1/tournaments/:id/schedule', { params: idParams, body: roundScheduleBody, response: matchList }),
  scheduleMatch: endpoint('PATCH', '/api/v1/matches/:id', { params: idParams, body: matchScheduleBody, response: match }),
  enterResult: endpoint('POST', '/api/v1/matches/:id/result', { params: idParams, body: enterResultBody, response: match }),
  previewResult: endpoint('POST', '/api/v1/matches/:id/result/preview', { params: idParams, body: enterResultBody, response: resultPreview }),
  /** 201 with a new report, 200 with the same one again. */
  report: endpoint('POST', '/api/v1/matches/:id/reports', { params: idParams, body: resultInput, response: matchReport, status: 201 }),
  confirmReport: endpoint('POST', '/api/v1/match-reports/:id/confirm', { params: idParams, response: matchReport }),
  disputeReport: endpoint('POST', '/api/v1/match-reports/:id/dispute', { params: idParams, body: disputeBody, response: matchReport }),
  /** A side's captain checks the side in for the match while its window is open; the same answer when repeated. */
  matchCheckIn: endpoint('POST', '/api/v1/matches/:id/check-in', { params: idParams, response: match }),
  /** Undoes the captain's side's check-in before the window closes. */
  undoMatchCheckIn: endpoint('DELETE', '/api/v1/matches/:id/check-in', { params: idParams, response: match }),
  /** Public like the bracket: every Swiss round's pairs and why each was made. */
  swissRounds: endpoint('GET', '/api/v1/tournaments/:id/swiss/rounds', { params: idParams, response: swissRounds }),
};
