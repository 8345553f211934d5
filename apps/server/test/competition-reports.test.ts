import type { Match, MatchReport } from '@clutch/contract/competition';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchReports } from '../src/db/schema/index.ts';
import { createReportSweep } from '../src/modules/competition/report-sweep.ts';
import type { Realtime } from '../src/platform/realtime/realtime.ts';
import { MINUTE, testClock } from './account-helpers.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now } });
const { app } = t;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'other');

/** A started knockout of four with its captains: semi 1 is A (home) against D, semi 2 B against C. */
async function knockoutOfFour(values = {}) {
  const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', reportConfirmMinutes: 30, ...values });
  const list = await api.matches(setup.tournament.id);
  const [semi1, semi2] = list.filter((m) => m.round === 1);
  const final = list.find((m) => m.round === 2)!;
  const [a, b, c, d] = setup.entries.map((e) => e.captain);
  return { ...setup, semi1: semi1!, semi2: semi2!, final, a: a!, b: b!, c: c!, d: d! };
}

const viewOf = async (tournamentId: string, matchId: string) => (await api.matches(tournamentId)).find((m) => m.id === matchId)!;
const reportRow = async (id: string) => (await app.ctx.db.select().from(matchReports).where(eq(matchReports.id, id)))[0]!;

describe('POST /matches/:id/reports', () => {
  it("is for the captains of the match's teams: 401 signed out, 403 for the organizer, a stranger or another match's captain", async () => {
    const { semi1, b } = await knockoutOfFour();
    const body = { homeScore: 2, awayScore: 1 };
    expect((await api.report(null, semi1.id, body)).statusCode).toBe(401);
    for (const who of [stranger, organizer, b]) {
      const res = await api.report(who, semi1.id, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NOT_MATCH_CAPTAIN' });
    }
    expect(await app.ctx.db.select().from(matchReports).where(eq(matchReports.matchId, semi1.id))).toEqual([]);
  });

  it('stores a pending report the match view shows, due after reportConfirmMinutes; a new one from the same side replaces it', async () => {
    const { tournament, semi1, a } = await knockoutOfFour({ reportConfirmMinutes: 45 });
    const first = await api.reported(a, semi1.id, { homeScore: 2, awayScore: 1 });
    expect(first).toMatchObject<Partial<MatchReport>>({
      matchId: semi1.id,
      status: 'PENDING',
      homeScore: 2,
      awayScore: 1,
      forfeit: null,
      reportedBySlot: 1,
      reportedBy: { id: a.user.id, nickName: a.user.nickName },
      disputeReason: null,
    });
    expect(Date.parse(first.autoAcceptAt!) - Date.parse(first.createdAt)).toBe(45 * MINUTE);
    const view = await viewOf(tournament.id, semi1.id);
    expect(view.status).toBe('SCHEDULED');
    expect(view.pendingReport).toEqual(first);

    const second = await api.reported(a, semi1.id, { homeScore: 3, awayScore: 1 });
    expect((await reportRow(first.id)).status).toBe('SUPERSEDED');
    expect((await viewOf(tournament.id, semi1.id)).pendingReport).toMatchObject({ id: second.id, homeScore: 3 });
  });

  it("shows the pending report on the other captain's ticket, so they can confirm it there", async () => {
    const { semi1, a, d, entries } = await knockoutOfFour();
    const report = await api.reported(a, semi1.id, { homeScore: 2, awayScore: 0 });
    const away = entries.find((e) => e.captain === d)!;
    const ticket = await app.inject({ url: `/api/v1/tickets/team/${away.teamId}`, headers: d.auth });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const match = ticket.json<{ matches: Match[] }>().matches.find((m) => m.id === semi1.id)!;
    expect(match.pendingReport).toEqual(report);
    // Answered, so no due report is left behind for the sweep tests below.
    expect((await api.confirm(d, report.id)).statusCode).toBe(200);
  });

  it('refuses a draw in a knockout, a finished match and a match still waiting for its opponent', async () => {
    const { semi1, final, a } = await knockoutOfFour();
    const draw = await api.report(a, semi1.id, { homeScore: 1, awayScore: 1 });
    expect(draw.statusCode).toBe(400);
    expect(draw.json()).toMatchObject({ code: 'DRAW_NOT_ALLOWED', message: 'A knockout match needs a winner.' });
    await api.result(organizer, semi1.id, { homeScore: 1, awayScore: 0 });
    const finished = await api.report(a, semi1.id, { homeScore: 1, awayScore: 0 });
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toEqual({ code: 'RESULT_EXISTS', message: 'This match already has a result.' });
    // A is in the final now, but its opponent is not known yet.
    const waiting = await api.report(a, final.id, { homeScore: 1, awayScore: 0 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ code: 'MATCH_NOT_READY', message: 'This match is waiting for its teams.' });
  });
});

describe('report → confirm', () => {
  it("only the other team's captain confirms; the result is then applied", async () => {
    const { tournament, semi1, final, a, b, d, entries } = await knockoutOfFour();
    const report = await api.reported(a, semi1.id, { homeScore: 0, awayScore: 2 });
    expect((await api.confirm(null, report.id)).statusCode).toBe(401);
    for (const who of [a, b, stranger, organizer]) {
      const res = await api.confirm(who, report.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NOT_OTHER_CAPTAIN' });
    }
    expect((await api.confirm(d, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const res = await api.confirm(d, report.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'CONFIRMED' });
    const view = await viewOf(tournament.id, semi1.id);
    expect(view).toMatchObject({ status: 'FINISHED', pendingReport: null });
    expect(view.results.map((r) => [r.score, r.result])).toEqual([
      [0, 'LOSS'],
      [2, 'WIN'],
    ]);
    expect((await viewOf(tournament.id, final.id)).results[0]!.teamName).toBe(entries[3]!.name);

    const again = await api.confirm(d, report.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'REPORT_NOT_PENDING', message: 'This report was already confirmed.' });
    const log = await api.auditOf(organizer, tournament.id);
    expect(log.map((e) => [e.action, e.actor?.id])).toEqual([
      ['CONFIRMED', d.user.id],
      ['REPORTED', a.user.id],
    ]);
  });

  it("the other captain's report of the same result confirms it", async () => {
    const { tournament, semi2, b, c } = await knockoutOfFour();
    const report = await api.reported(b, semi2.id, { forfeit: 2 });
    const res = await api.report(c, semi2.id, { forfeit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'CONFIRMED' });
    const view = await viewOf(tournament.id, semi2.id);
    expect(view.results.map((r) => [r.result, r.forfeit])).toEqual([
      ['WIN', false],
      ['LOSS', true],
    ]);
  });
});

describe('report → dispute → the organizer decides', () => {
  it('a dispute waits for the organizer, whose result resolves it', async () => {
    const { tournament, semi1, a, d } = await knockoutOfFour();
    const report = await api.reported(a, semi1.id, { homeScore: 2, awayScore: 0 });
    expect((await api.dispute(a, report.id, 'No.')).statusCode).toBe(403);
    expect((await api.dispute(null, report.id, 'No.')).statusCode).toBe(401);
    const empty = await api.dispute(d, report.id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Say what is wrong with this result.' });

    const res = await api.dispute(d, report.id, 'We won the second map 13-9.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'DISPUTED', disputeReason: 'We won the second map 13-9.' });
    expect((await viewOf(tournament.id, semi1.id)).pendingReport).toMatchObject({ id: report.id, status: 'DISPUTED' });
    const blocked = await api.report(a, semi1.id, { homeScore: 2, awayScore: 1 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'REPORT_DISPUTED' });
    expect((await api.confirm(d, report.id)).json()).toMatchObject({ code: 'REPORT_NOT_PENDING' });

    const decided = await api.result(organizer, semi1.id, { homeScore: 1, awayScore: 2 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<Match>()).toMatchObject({ status: 'FINISHED', pendingReport: null });
    expect((await reportRow(report.id)).status).toBe('RESOLVED');
    const log = await api.auditOf(organizer, tournament.id);
    expect(log.map((e) => e.action)).toEqual(['RESOLVED', 'DISPUTED', 'REPORTED']);
    expect(log[0]).toMatchObject({ actor: { id: organizer.user.id }, after: { homeScore: 1, awayScore: 2, forfeit: null } });
    expect(log[1]).toMatchObject({ note: 'We won the second map 13-9.' });
  });

  it("the other captain's report of a different result disputes it", async () => {
    const { tournament, semi2, b, c } = await knockoutOfFour();
    const report = await api.reported(b, semi2.id, { homeScore: 2, awayScore: 0 });
    const res = await api.report(c, semi2.id, { homeScore: 0, awayScore: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'DISPUTED', disputeReason: 'The other captain reported 0–2.' });
    expect((await viewOf(tournament.id, semi2.id)).status).toBe('SCHEDULED');
  });
});

describe('auto-acceptance after reportConfirmMinutes', () => {
  it('accepts an unanswered report on the next read once its time is up, not before', async () => {
    const { tournament, semi1, a } = await knockoutOfFour({ reportConfirmMinutes: 30 });
    const report = await api.reported(a, semi1.id, { homeScore: 2, awayScore: 1 });
    clock.advance(29 * MINUTE);
    expect((await viewOf(tournament.id, semi1.id)).status).toBe('SCHEDULED');
    clock.advance(2 * MINUTE);
    const view = await viewOf(tournament.id, semi1.id);
    expect(view).toMatchObject({ status: 'FINISHED', pendingReport: null });
    expect(view.results.map((r) => r.score)).toEqual([2, 1]);
    expect((await reportRow(report.id)).status).toBe('AUTO_ACCEPTED');
    const [entry] = await api.auditOf(organizer, tournament.id);
    expect(entry).toMatchObject({ action: 'AUTO_ACCEPTED', actor: null, matchId: semi1.id, note: 'Nobody answered the report within 30 minutes.' });
  });

  it('the periodic sweep accepts it without anyone reading the tournament', async () => {
    const { semi2, b, c } = await knockoutOfFour({ reportConfirmMinutes: 10 });
    const report = await api.reported(b, semi2.id, { homeScore: 0, awayScore: 3 });
    const sweep = createReportSweep(app.ctx, app.log);
    expect(await sweep.runOnce()).toBe(0);
    clock.advance(11 * MINUTE);
    expect(await sweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await reportRow(report.id)).status).toBe('AUTO_ACCEPTED');
    const late = await api.confirm(c, report.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'REPORT_NOT_PENDING', message: 'This report was already accepted (nobody answered in time).' });
  });
});

describe('the sweep on several instances at once', () => {
  /** A realtime that records what one instance's sweep announced. */
  function recorder() {
    const events: { event: string; tournamentId: string; matchId?: string }[] = [];
    const realtime: Realtime = {
      ...app.ctx.realtime,
      emitToRoom: (_room, event, ...args) => {
        const [payload] = args as [{ tournamentId: string; match?: { id: string } }];
        events.push({ event, tournamentId: payload.tournamentId, matchId: payload.match?.id });
      },
    };
    return { events, sweep: createReportSweep({ ...app.ctx, realtime }, app.log) };
  }

  it('accepts each due report once, with one audit entry and one announcement per acceptance', async () => {
    const { tournament, semi1, semi2, a, b } = await knockoutOfFour({ reportConfirmMinutes: 5 });
    const reports = [await api.reported(a, semi1.id, { homeScore: 2, awayScore: 0 }), await api.reported(b, semi2.id, { homeScore: 1, awayScore: 3 })];
    clock.advance(6 * MINUTE);
    const one = recorder();
    const two = recorder();
    await Promise.all([one.sweep.runOnce(), two.sweep.runOnce()]);

    for (const report of reports) expect((await reportRow(report.id)).status).toBe('AUTO_ACCEPTED');
    const accepted = (await api.auditOf(organizer, tournament.id)).filter((e) => e.action === 'AUTO_ACCEPTED');
    expect(accepted.map((e) => e.matchId).sort()).toEqual([semi1.id, semi2.id].sort());
    // Only one of the two instances acted on this tournament, and it announced each changed match once.
    const announced = [one.events, two.events].map((events) => events.filter((e) => e.tournamentId === tournament.id));
    expect(announced.filter((events) => events.length > 0)).toHaveLength(1);
    const events = announced.flat();
    const updatedMatches = events.filter((e) => e.event === 'match:updated').map((e) => e.matchId);
    expect(updatedMatches).toEqual([...new Set(updatedMatches)]);
    expect(updatedMatches).toEqual(expect.arrayContaining([semi1.id, semi2.id]));
    expect(events.filter((e) => e.event === 'standings:updated')).toHaveLength(1);
  });
});
