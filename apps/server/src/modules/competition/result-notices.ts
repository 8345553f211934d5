import type { Executor } from '../../db/client.ts';
import { notify, notifyAudience, type NotifyCtx } from '../notifications/notifications.service.ts';
import { sidesOf, type MatchSide, type TournamentRecord } from './competition.repository.ts';

/**
 * What the competition tells people (issue #14), each in the transaction of its cause: the end of a match to both
 * sides' players, a captain's report to the other captain, a dispute to the organizer and the reporter.
 */

type Tournament = Pick<TournamentRecord, 'id' | 'name' | 'organizerId'>;

const tournamentLink = (t: Tournament) => `/app/tournaments/${t.id}`;

function sideNames(sides: MatchSide[]) {
  const name = (slot: number) => sides.find((s) => s.slot === slot)?.teamName ?? '';
  return { home: name(1), away: name(2) };
}

/** A result as the texts say it: the scores, or who won by forfeit (`forfeit` is the side that gave it up). */
function resultParams(sides: MatchSide[], result: { homeScore: number | null; awayScore: number | null; forfeit: number | null }) {
  const names = sideNames(sides);
  if (result.forfeit === 1 || result.forfeit === 2) return { ...names, winner: result.forfeit === 1 ? names.away : names.home, variant: 'forfeit' };
  return { ...names, homeScore: result.homeScore, awayScore: result.awayScore };
}

/** Both sides' accepted players hear that the match ended, once per match (a later correction says nothing more). */
/** A lobby game's ending as the texts say it: who won which game of which lobby (or of the final). */
function lobbyGameParams(sides: MatchSide[], match: { stage: string; groupLabel: string | null; round: number }) {
  const winner = sides.find((s) => s.place === 1)?.teamName ?? '';
  return { winner, game: match.round, lobby: match.groupLabel ?? '', variant: match.stage === 'FINAL' ? 'final' : 'lobby' };
}

export async function notifyMatchEnded(
  ctx: NotifyCtx,
  tx: Executor,
  t: Tournament,
  matchId: string,
  actorId: string | null,
  match?: { stage: string; groupLabel: string | null; round: number },
  /** Its sides as they now stand, when the caller has them (else read). */
  known?: MatchSide[],
) {
  const sides = known ?? (await sidesOf(tx, matchId));
  const registrations = sides.flatMap((s) => (s.teamRegistrationId ? [s.teamRegistrationId] : []));
  const lobbyGame = match && (match.stage === 'LOBBY' || match.stage === 'FINAL');
  const forfeited = sides.find((s) => s.forfeit);
  const result = {
    homeScore: sides.find((s) => s.slot === 1)?.score ?? null,
    awayScore: sides.find((s) => s.slot === 2)?.score ?? null,
    forfeit: forfeited ? forfeited.slot : null,
  };
  await notifyAudience(ctx, tx, { registrations }, {
    type: 'match_ended',
    params: { tournament: t.name, ...(lobbyGame ? lobbyGameParams(sides, match) : resultParams(sides, result)) },
    link: tournamentLink(t),
    actorId,
    dedupeKey: `match_ended:${matchId}`,
  });
}

interface Report {
  id: string;
  reportedBy: string;
  reportedBySlot: number;
  homeScore: number | null;
  awayScore: number | null;
  forfeit: number | null;
}

/** The other side's captain is asked to confirm or dispute a new report. */
export async function notifyResultReported(ctx: NotifyCtx, tx: Executor, t: Tournament, matchId: string, report: Report) {
  const sides = await sidesOf(tx, matchId);
  const other = sides.find((s) => s.slot !== report.reportedBySlot && s.captainId);
  if (!other?.captainId) return;
  await notify(ctx, tx, {
    userId: other.captainId,
    type: 'result_reported',
    params: { tournament: t.name, ...resultParams(sides, report) },
    link: tournamentLink(t),
    actorId: report.reportedBy,
    dedupeKey: `result_reported:${report.id}`,
  });
}

/** The organizer (who decides it now) and the reporting captain hear that a report was disputed. */
export async function notifyResultDisputed(ctx: NotifyCtx, tx: Executor, t: Tournament, matchId: string, report: Report, disputerId: string) {
  const params = { tournament: t.name, ...sideNames(await sidesOf(tx, matchId)) };
  const dedupeKey = `result_disputed:${report.id}`;
  await notify(ctx, tx, { userId: t.organizerId, type: 'result_disputed', params, link: `/app/organizer/${t.id}`, actorId: disputerId, dedupeKey });
  await notify(ctx, tx, { userId: report.reportedBy, type: 'result_disputed', params, link: tournamentLink(t), actorId: disputerId, dedupeKey });
}

/** The organizer is asked to confirm a captain's report of a lobby game (nobody else can). */
export async function notifyLobbyGameReported(
  ctx: NotifyCtx,
  tx: Executor,
  t: Tournament,
  match: { stage: string; groupLabel: string | null; round: number },
  report: { id: string; reportedBy: string },
) {
  await notify(ctx, tx, {
    userId: t.organizerId,
    type: 'result_reported',
    params: { tournament: t.name, game: match.round, lobby: match.groupLabel ?? '', variant: match.stage === 'FINAL' ? 'final' : 'lobby' },
    link: `/app/organizer/${t.id}`,
    actorId: report.reportedBy,
    dedupeKey: `result_reported:${report.id}`,
  });
}
