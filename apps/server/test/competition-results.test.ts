import type { AuditEntry, Match } from '@clutch/contract/competition';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, matchResultAudit, tournaments } from '../src/db/schema/index.ts';
import { competitionApi, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'other');

/** A started single-elimination of four: semis A–D and B–C (by registration time), then the final. */
async function knockoutOfFour(values = {}) {
  const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', ...values });
  const list = await api.matches(setup.tournament.id);
  const [semi1, semi2] = list.filter((m) => m.round === 1);
  const final = list.find((m) => m.round === 2 && m.bracket === 'WINNERS')!;
  return { ...setup, semi1: semi1!, semi2: semi2!, final };
}

const viewOf = async (tournamentId: string, matchId: string) => (await api.matches(tournamentId)).find((m) => m.id === matchId)!;
const names = (m: Match) => m.results.map((r) => r.teamName);

describe('POST /matches/:id/result', () => {
  it("is the tournament organizer's alone: 401 signed out, 403 for anyone else (a captain too), 404 for an unknown match", async () => {
    const { semi1, captainOf } = await knockoutOfFour();
    const body = { homeScore: 2, awayScore: 0 };
    expect((await api.result(null, semi1.id, body)).statusCode).toBe(401);
    const other = await api.result(stranger, semi1.id, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    const captain = captainOf(semi1.results[0]!.teamRegistrationId)!;
    expect((await api.result(captain, semi1.id, body)).statusCode).toBe(403);
    expect((await api.result(organizer, '00000000-0000-4000-8000-000000000000', body)).json()).toMatchObject({ code: 'MATCH_NOT_FOUND' });
    expect((await viewOf(semi1.tournamentId, semi1.id)).status).toBe('SCHEDULED');
  });

  it('validates the body with clear messages and refuses a draw in a knockout or a match still waiting for its teams', async () => {
    const { semi1, final } = await knockoutOfFour();
    const missing = await api.result(organizer, semi1.id, { homeScore: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { awayScore: 'Enter both scores.' } });
    const nothing = await api.result(organizer, semi1.id, {});
    expect(nothing.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter both scores or a forfeit.' });
    const negative = await api.result(organizer, semi1.id, { homeScore: -1, awayScore: 0 });
    expect(negative.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Scores cannot be negative.' });
    const draw = await api.result(organizer, semi1.id, { homeScore: 1, awayScore: 1 });
    expect(draw.statusCode).toBe(400);
    expect(draw.json()).toMatchObject({ code: 'DRAW_NOT_ALLOWED', message: 'A knockout match needs a winner.' });
    const waiting = await api.result(organizer, final.id, { homeScore: 1, awayScore: 0 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ code: 'MATCH_NOT_READY', message: 'This match is waiting for its teams.' });
    expect(await app.ctx.db.select().from(matchResultAudit).where(eq(matchResultAudit.matchId, semi1.id))).toEqual([]);
  });

  it('records a result, moves the winner on, and asks for `correction: true` to change it (409 RESULT_EXISTS)', async () => {
    const { semi1, final, entries } = await knockoutOfFour();
    const res = await api.result(organizer, semi1.id, { homeScore: 3, awayScore: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<Match>();
    expect(view.status).toBe('FINISHED');
    expect(view.results.map((r) => [r.teamName, r.score, r.result, r.forfeit])).toEqual([
      [entries[0]!.name, 3, 'WIN', false],
      [entries[3]!.name, 1, 'LOSS', false],
    ]);
    expect(names(await viewOf(final.tournamentId, final.id))).toEqual([entries[0]!.name, 'TBD']);

    const again = await api.result(organizer, semi1.id, { homeScore: 0, awayScore: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'RESULT_EXISTS', message: 'This match already has a result: send the new one as a correction.' });
    expect((await viewOf(semi1.tournamentId, semi1.id)).results.map((r) => r.score)).toEqual([3, 1]);
  });

  it('records a forfeit: the other side wins', async () => {
    const { semi2, final, entries } = await knockoutOfFour();
    const res = await api.result(organizer, semi2.id, { forfeit: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Match>().results.map((r) => [r.result, r.forfeit])).toEqual([
      ['LOSS', true],
      ['WIN', false],
    ]);
    expect(names(await viewOf(final.tournamentId, final.id))).toEqual(['TBD', entries[2]!.name]);
    const [entry] = await api.auditOf(organizer, semi2.tournamentId);
    expect(entry).toMatchObject({ action: 'FORFEIT', before: null, after: { homeScore: null, awayScore: null, forfeit: 1 } });
  });

  it('lets exactly one of two simultaneous results on a match through', async () => {
    const { semi1 } = await knockoutOfFour();
    const [first, second] = await Promise.all([
      api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 }),
      api.result(organizer, semi1.id, { homeScore: 0, awayScore: 2 }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const loser = first!.statusCode === 409 ? first! : second!;
    const winner = first!.statusCode === 200 ? first! : second!;
    expect(loser.json()).toMatchObject({ code: 'RESULT_EXISTS' });
    const entries = await app.ctx.db.select().from(matchResultAudit).where(eq(matchResultAudit.matchId, semi1.id));
    expect(entries).toHaveLength(1);
    const stored = await viewOf(semi1.tournamentId, semi1.id);
    expect(stored.results.map((r) => r.score)).toEqual(winner.json<Match>().results.map((r) => r.score));
  });

  it('answers 409 once the tournament is not in progress', async () => {
    const { tournament, semi1 } = await knockoutOfFour();
    await app.ctx.db.update(tournaments).set({ status: 'CANCELLED' }).where(eq(tournaments.id, tournament.id));
    const res = await api.result(organizer, semi1.id, { homeScore: 1, awayScore: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'TOURNAMENT_NOT_IN_PROGRESS', message: 'Results can be entered only while the tournament is in progress.' });
  });
});

describe('corrections: preview, then apply, with the audit', () => {
  it('previews what a correction would change without changing anything, then applies it and records it', async () => {
    const { tournament, semi1, semi2, final, entries } = await knockoutOfFour();
    const [a, b, , d] = entries;
    await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 });
    await api.result(organizer, semi2.id, { homeScore: 2, awayScore: 1 });
    await api.result(organizer, final.id, { homeScore: 1, awayScore: 0 });

    expect((await api.preview(null, semi1.id, { homeScore: 0, awayScore: 2 })).statusCode).toBe(401);
    expect((await api.preview(stranger, semi1.id, { homeScore: 0, awayScore: 2 })).statusCode).toBe(403);
    const preview = await api.previewOf(organizer, semi1.id, { homeScore: 0, awayScore: 2 });
    expect(preview.match.id).toBe(semi1.id);
    expect(preview.affected).toEqual([{ matchId: final.id, stage: 'KNOCKOUT', bracket: 'WINNERS', round: 2, number: 1, change: 'RESULT_CLEARED' }]);
    // Nothing moved.
    expect(names(await viewOf(tournament.id, final.id))).toEqual([a!.name, b!.name]);
    expect((await viewOf(tournament.id, final.id)).status).toBe('FINISHED');

    const applied = await api.result(organizer, semi1.id, { homeScore: 0, awayScore: 2, correction: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<Match>().results.map((r) => r.result)).toEqual(['LOSS', 'WIN']);
    const replayedFinal = await viewOf(tournament.id, final.id);
    expect(names(replayedFinal)).toEqual([d!.name, b!.name]);
    expect(replayedFinal.status).toBe('SCHEDULED');
    expect(replayedFinal.results.map((r) => r.score)).toEqual([null, null]);

    const log = await api.auditOf(organizer, tournament.id);
    expect(log.map((e) => [e.action, e.matchLabel])).toEqual([
      ['CORRECTED', 'Winners · Round 1 · Match 1'],
      ['ENTERED', 'Winners · Round 2 · Match 1'],
      ['ENTERED', 'Winners · Round 1 · Match 2'],
      ['ENTERED', 'Winners · Round 1 · Match 1'],
    ]);
    expect(log[0]).toMatchObject<Partial<AuditEntry>>({
      matchId: semi1.id,
      actor: { id: organizer.user.id, nickName: organizer.user.nickName },
      before: { homeScore: 2, awayScore: 0, forfeit: null },
      after: { homeScore: 0, awayScore: 2, forfeit: null },
      affectedMatchIds: [final.id],
    });
    expect(log[3]!.affectedMatchIds).toEqual([final.id]);
  });

  it('previews a side change on a later match that has not been played, and nothing for a match without a result', async () => {
    const { semi1, semi2, final } = await knockoutOfFour();
    expect((await api.previewOf(organizer, semi2.id, { homeScore: 1, awayScore: 0 })).affected).toEqual([]);
    await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 });
    const preview = await api.previewOf(organizer, semi1.id, { forfeit: 1 });
    expect(preview.affected).toEqual([expect.objectContaining({ matchId: final.id, change: 'SIDES_CHANGE' })]);
    expect((await viewOf(semi1.tournamentId, final.id)).status).toBe('SCHEDULED');
  });

  it("GET /tournaments/:id/audit is the organizer's alone", async () => {
    const { tournament } = await knockoutOfFour();
    expect((await api.audit(null, tournament.id)).statusCode).toBe(401);
    const other = await api.audit(stranger, tournament.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    expect(await api.auditOf(organizer, tournament.id)).toEqual([]);
  });
});

describe('schedule', () => {
  it("PATCH /matches/:id changes one match's time, best-of, region and details (organizer only)", async () => {
    const { semi1, captainOf } = await knockoutOfFour();
    const body = { starteDate: '2030-05-01T18:00:00.000Z', bestOf: 5, region: 'NA East', details: 'Stream on the main channel.' };
    expect((await api.scheduleMatch(null, semi1.id, body)).statusCode).toBe(401);
    expect((await api.scheduleMatch(stranger, semi1.id, body)).statusCode).toBe(403);
    expect((await api.scheduleMatch(captainOf(semi1.results[0]!.teamRegistrationId)!, semi1.id, body)).statusCode).toBe(403);
    const bad = await api.scheduleMatch(organizer, semi1.id, { bestOf: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Best of must be 1, 3, 5 or 7.' });

    const res = await api.scheduleMatch(organizer, semi1.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Match>()).toMatchObject({ id: semi1.id, starteDate: body.starteDate, bestOf: 5, details: body.details });
    const [row] = await app.ctx.db.select().from(matches).where(eq(matches.id, semi1.id));
    expect(row!.region).toBe('NA East');
    const cleared = await api.scheduleMatch(organizer, semi1.id, { starteDate: null });
    expect(cleared.json<Match>()).toMatchObject({ starteDate: null, bestOf: 5 });
  });

  it('PATCH /tournaments/:id/schedule changes every match of one round', async () => {
    const { tournament, semi1, semi2, final } = await knockoutOfFour();
    const body = { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1, starteDate: '2030-06-01T12:00:00.000Z', bestOf: 3 };
    expect((await api.scheduleRound(null, tournament.id, body)).statusCode).toBe(401);
    expect((await api.scheduleRound(stranger, tournament.id, body)).statusCode).toBe(403);
    const res = await api.scheduleRound(organizer, tournament.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Match[]>().map((m) => [m.id, m.starteDate, m.bestOf])).toEqual([
      [semi1.id, body.starteDate, 3],
      [semi2.id, body.starteDate, 3],
    ]);
    expect((await viewOf(tournament.id, final.id)).bestOf).toBe(1);
    const none = await api.scheduleRound(organizer, tournament.id, { ...body, round: 7 });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'ROUND_NOT_FOUND' });
  });

  it('answers 409 before the start', async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 2, { format: 'KNOCKOUT' });
    const res = await api.scheduleRound(organizer, tournament.id, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1, bestOf: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOURNAMENT_NOT_IN_PROGRESS' });
  });
});
