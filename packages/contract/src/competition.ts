import { z } from 'zod';
import { enteredDateTime, idParams, isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

export const matchStatuses = ['SCHEDULED', 'IN_PROGRESS', 'FINISHED'] as const;
export const matchStatus = z.enum(matchStatuses);
export type MatchStatus = z.infer<typeof matchStatus>;

export const matchOutcomes = ['WIN', 'LOSS', 'DRAW', 'PENDING'] as const;
export const matchOutcome = z.enum(matchOutcomes);

/** Where a match sits in the tournament's structure. */
export const matchStages = ['LEAGUE', 'GROUP', 'KNOCKOUT'] as const;
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
  createdAt: isoDateTime,
});
export type TeamRegistration = z.infer<typeof teamRegistration>;
export const teamRegistrationList = z.array(teamRegistration);
export const registrationStatusParams = z.object({ tournamentId: uuid, status: requestStatus });
export const tournamentIdParams = z.object({ tournamentId: uuid });
export const teamMatchesParams = z.object({ tournamentId: uuid, teamId: uuid });

/* ---------- Results, reports, corrections (issue #5) ---------- */

/** A result: both scores, or a forfeit/no-show by one side (slot 1 Home, 2 Away). */
export const resultInput = z
  .object({
    homeScore: z.number().int().min(0, 'Scores cannot be negative.').max(999).optional(),
    awayScore: z.number().int().min(0, 'Scores cannot be negative.').max(999).optional(),
    /** The side that forfeited or did not show; the other side wins. */
    forfeit: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .superRefine((r, ctx) => {
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
  /** When an unanswered report is accepted on its own. */
  autoAcceptAt: isoDateTime,
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

export const auditActions = ['ENTERED', 'REPORTED', 'CONFIRMED', 'DISPUTED', 'AUTO_ACCEPTED', 'RESOLVED', 'CORRECTED', 'FORFEIT'] as const;
export const auditEntry = z.object({
  id: uuid,
  matchId: uuid,
  matchLabel: z.string(),
  action: z.enum(auditActions),
  actor: z.object({ id: uuid, nickName: z.string() }).nullable(),
  before: z.object({ homeScore: z.number().nullable(), awayScore: z.number().nullable(), forfeit: z.number().nullable() }).nullable(),
  after: z.object({ homeScore: z.number().nullable(), awayScore: z.number().nullable(), forfeit: z.number().nullable() }).nullable(),
  /** Later matches the change reset or re-filled. */
  affectedMatchIds: z.array(uuid),
  note: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.array(auditEntry);

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
};
