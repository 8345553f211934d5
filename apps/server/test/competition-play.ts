import type { AuditEntry, Match, MatchReport, ResultInput, ResultPreview } from '@clutch/contract/competition';
import type { RankingRow } from '@clutch/contract/tournaments';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { teamRegistrations, tournamentPrizes, type tournaments } from '../src/db/schema/index.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';
import { WEB } from './test-app.ts';

type TournamentValues = Partial<typeof tournaments.$inferInsert>;
type Who = QuickUser | null;

/** The competition API as its users call it; `null` is a signed-out client. */
export function competitionApi(t: TestApp) {
  const { app } = t;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? WEB, ...(payload ? { payload } : {}) });
  return {
    start: (who: Who, id: string) => call('POST', `/tournaments/${id}/start`, who),
    finish: (who: Who, id: string) => call('POST', `/tournaments/${id}/finish`, who),
    result: (who: Who, matchId: string, body: ResultInput & { correction?: boolean }) => call('POST', `/matches/${matchId}/result`, who, body),
    preview: (who: Who, matchId: string, body: ResultInput) => call('POST', `/matches/${matchId}/result/preview`, who, body),
    report: (who: Who, matchId: string, body: ResultInput) => call('POST', `/matches/${matchId}/reports`, who, body),
    confirm: (who: Who, reportId: string) => call('POST', `/match-reports/${reportId}/confirm`, who),
    dispute: (who: Who, reportId: string, reason: string) => call('POST', `/match-reports/${reportId}/dispute`, who, { reason }),
    audit: (who: Who, id: string) => call('GET', `/tournaments/${id}/audit`, who),
    scheduleMatch: (who: Who, matchId: string, body: object) => call('PATCH', `/matches/${matchId}`, who, body),
    scheduleRound: (who: Who, id: string, body: object) => call('PATCH', `/tournaments/${id}/schedule`, who, body),
    async matches(id: string, who: Who = null): Promise<Match[]> {
      const res = await call('GET', `/matches/tournament/${id}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Match[]>();
    },
    async ranking(id: string): Promise<RankingRow[]> {
      const res = await call('GET', `/tournaments/${id}/ranking`, null);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RankingRow[]>();
    },
    async auditOf(who: QuickUser, id: string): Promise<AuditEntry[]> {
      const res = await call('GET', `/tournaments/${id}/audit`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditEntry[]>();
    },
    async previewOf(who: QuickUser, matchId: string, body: ResultInput): Promise<ResultPreview> {
      const res = await call('POST', `/matches/${matchId}/result/preview`, who, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ResultPreview>();
    },
    async reported(who: QuickUser, matchId: string, body: ResultInput): Promise<MatchReport> {
      const res = await call('POST', `/matches/${matchId}/reports`, who, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<MatchReport>();
    },
  };
}
export type CompetitionApi = ReturnType<typeof competitionApi>;

/** A tournament open for registration with `teams` accepted teams, each with its own captain; not started. */
export async function tournamentWithTeams(t: TestApp, organizer: QuickUser, teams: number, values: TournamentValues = {}) {
  await syncGames(t);
  const gameId = await gameIdOf(t, 'cs2');
  const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId, minTeams: 2, maxTeams: 16, ...values });
  const entries: { captain: QuickUser; registrationId: string; teamId: string; name: string }[] = [];
  const first = Date.now() - 60 * 60_000;
  for (let i = 0; i < teams; i += 1) {
    const captain = await quickUser(t, 'cap');
    const name = `Team ${String.fromCharCode(65 + i)}`;
    const { team, registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: captain.user.id, name, createdAt: new Date(first + i * 60_000) });
    entries.push({ captain, registrationId: registration.id, teamId: team.id, name });
  }
  const captainOf = (registrationId: string | null) => entries.find((e) => e.registrationId === registrationId)?.captain;
  return { tournament, entries, captainOf };
}

/** As `tournamentWithTeams`, then started by its organizer. */
export async function startedTournament(t: TestApp, organizer: QuickUser, teams: number, values: TournamentValues = {}) {
  const setup = await tournamentWithTeams(t, organizer, teams, values);
  const res = await competitionApi(t).start(organizer, setup.tournament.id);
  expect(res.statusCode, res.body).toBe(200);
  return setup;
}

/** A match both of whose teams are known and that still needs a result. */
export const isPlayable = (m: Match) => m.status !== 'FINISHED' && !m.bye && m.results.length === 2 && m.results.every((r) => r.teamRegistrationId !== null);

/** The organizer enters every playable match's result (chosen by `pick`) until none is left. */
export async function playOut(t: TestApp, organizer: QuickUser, tournamentId: string, pick: (m: Match) => ResultInput) {
  const api = competitionApi(t);
  for (let guard = 0; guard < 200; guard += 1) {
    const next = (await api.matches(tournamentId)).find(isPlayable);
    if (!next) return;
    const res = await api.result(organizer, next.id, pick(next));
    expect(res.statusCode, res.body).toBe(200);
  }
  throw new Error('the tournament never ran out of matches to play');
}

/** The team of a slot ("Team A") by its registration, for readable expectations. */
export const sideNames = (m: Match) => m.results.map((r) => r.teamName);

export async function prizesOf(t: TestApp, tournamentId: string) {
  return t.app.ctx.db.select().from(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, tournamentId)).orderBy(asc(tournamentPrizes.position));
}

export async function placementsOf(t: TestApp, tournamentId: string) {
  return t.app.ctx.db
    .select({ id: teamRegistrations.id, placement: teamRegistrations.placement })
    .from(teamRegistrations)
    .where(eq(teamRegistrations.tournamentId, tournamentId))
    .orderBy(asc(teamRegistrations.placement));
}
