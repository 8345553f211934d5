import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, matchReports } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { applyResult } from '../src/domain/competition/engine.ts';
import type { EngineMatch } from '../src/domain/competition/types.ts';
import { applyProjection } from '../src/modules/competition/projection.repository.ts';
import { findCheckInFacts } from '../src/modules/competition/match-check-in.repository.ts';
import { syncMatchCheckIns } from '../src/modules/competition/match-check-in-window.ts';
import { findMatchRow, findMatchWithSides, findReminderFacts, findScheduleFacts, sidesOf } from '../src/modules/competition/competition.repository.ts';
import { findDueAndOpenReports, findDueReports, findOpenReport, insertReport } from '../src/modules/competition/reports.repository.ts';
import { lockCompetition, sidesAfter } from '../src/modules/competition/result-change.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * ADR 021: a result reads what it needs once. Each combined read must give exactly what the separate reads it
 * replaced give, and the start's check-in windows, set without reading the new matches back, must be the ones a
 * read-back gives.
 */
const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');

async function knockoutOfFour(values: { matchCheckInMinutes?: number } = {}) {
  const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', ...values });
  const list = await api.matches(setup.tournament.id);
  const semis = list.filter((m) => m.round === 1);
  const final = list.find((m) => m.round === 2)!;
  return { setup, tournamentId: setup.tournament.id, semi1: semis[0]!, semi2: semis[1]!, final };
}

describe('a match read once with its sides', () => {
  it('is the match row and sidesOf together, for a match with both sides known, one with neither known yet, and none for an unknown id', async () => {
    const { semi1, final } = await knockoutOfFour();
    for (const id of [semi1.id, final.id]) {
      expect(await findMatchWithSides(db, id)).toEqual({ match: await findMatchRow(db, id), sides: await sidesOf(db, id) });
    }
    expect((await findMatchWithSides(db, final.id))!.sides.map((s) => s.teamRegistrationId)).toEqual([null, null]);
    expect(await findMatchWithSides(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('after a result, the sides given to the end-of-match notice are the ones stored', async () => {
    const { semi1 } = await knockoutOfFour();
    const before = await sidesOf(db, semi1.id);
    expect((await api.result(organizer, semi1.id, { homeScore: 3, awayScore: 1 })).statusCode).toBe(200);
    const row = (await findMatchRow(db, semi1.id))!;
    const projected: EngineMatch = {
      engineId: row.engineId!,
      stage: 'KNOCKOUT',
      group: null,
      bracket: null,
      round: 1,
      number: 1,
      bye: false,
      status: 'FINISHED',
      sides: [
        { entrantId: before[0]!.teamRegistrationId, score: 3, result: 'WIN', forfeit: false },
        { entrantId: before[1]!.teamRegistrationId, score: 1, result: 'LOSS', forfeit: false },
      ],
    } as EngineMatch;
    expect(sidesAfter(before, projected)).toEqual(await sidesOf(db, semi1.id));
    // Another entrant in a slot, or nothing projected: the caller reads them instead.
    expect(sidesAfter(before, { ...projected, sides: [projected.sides[1]!, projected.sides[0]] })).toBeUndefined();
    expect(sidesAfter(before, undefined)).toBeUndefined();
  });
});

describe("a match's tournament, kept in memory", () => {
  it('still answers 404 for a match deleted after its tournament became known', async () => {
    const { semi1, semi2 } = await knockoutOfFour();
    expect((await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    await db.delete(matches).where(eq(matches.id, semi2.id));
    const res = await api.result(organizer, semi2.id, { homeScore: 2, awayScore: 0 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MATCH_NOT_FOUND' });
  });
});

describe("a tournament's due reports and a match's open one, read together", () => {
  it('are what findDueReports and findOpenReport give', async () => {
    const { setup, tournamentId, semi1, semi2 } = await knockoutOfFour();
    const now = app.ctx.now();
    const captainOf = (m: typeof semi1, slot: number) => setup.captainOf(m.results[slot - 1]!.teamRegistrationId)!;
    const report = (matchId: string, by: ReturnType<typeof captainOf>, slot: number, autoAcceptAt: Date, createdAt: Date) =>
      insertReport(db, { matchId, reportedBy: by.user.id, reportedBySlot: slot, homeScore: 2, awayScore: 0, forfeit: null, status: 'PENDING', autoAcceptAt, createdAt });

    // Nothing at all.
    expect(await findDueAndOpenReports(db, tournamentId, semi1.id, now)).toEqual({ due: [], open: null });
    // Semi 2: one due long ago, one due a little later; semi 1: an open report not yet due.
    await report(semi2.id, captainOf(semi2, 1), 1, new Date(now.getTime() - 60_000), new Date(now.getTime() - 120_000));
    await report(semi2.id, captainOf(semi2, 2), 2, new Date(now.getTime() - 30_000), new Date(now.getTime() - 90_000));
    await report(semi1.id, captainOf(semi1, 1), 1, new Date(now.getTime() + 60_000), new Date(now.getTime() - 10_000));

    for (const matchId of [semi1.id, semi2.id]) {
      const both = await findDueAndOpenReports(db, tournamentId, matchId, now);
      expect(both.due).toEqual((await findDueReports(db, tournamentId, now)).map((r) => r.report));
      expect(both.open).toEqual(await findOpenReport(db, matchId));
    }
    expect((await findDueAndOpenReports(db, tournamentId, semi1.id, now)).due).toHaveLength(2);
  });
});

describe('the facts a result reads once for reminders and check-in windows', () => {
  it('are the reminder facts and the check-in facts of the same matches', async () => {
    const { tournamentId, semi1, semi2, final } = await knockoutOfFour({ matchCheckInMinutes: 10 });
    expect((await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    const ids = [semi1.id, semi2.id, final.id];
    const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    const facts = byId(await findScheduleFacts(db, ids));
    expect(facts.map(({ id, status, bye, scheduledAt, sidesKnown }) => ({ id, status, bye, scheduledAt, sidesKnown }))).toEqual(byId(await findReminderFacts(db, ids)));
    expect(facts.map((f) => ({ ...f, minutes: 10 }))).toEqual(byId(await findCheckInFacts(db, ids)));
    expect(tournamentId).toBeTruthy();
  });
});

describe('the projection of a result, written in one statement', () => {
  it('says what the matches it updated now depend on, as a read after it gives', async () => {
    const { tournamentId, semi1, semi2, final } = await knockoutOfFour({ matchCheckInMinutes: 10 });
    expect((await api.result(organizer, semi2.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    await expect(
      runInTransaction(db, async (tx) => {
        const comp = await lockCompetition(tx, tournamentId, app.ctx);
        const row = (await findMatchRow(tx, semi1.id))!;
        const change = await applyResult(comp.state!, row.engineId!, { homeScore: 1, awayScore: 2 });
        const written = await applyProjection(tx, comp.tournament, change.matches, change.removed, app.ctx.now(), row.engineId!);
        expect([...written.facts.keys()].sort()).toEqual([semi1.id, final.id].sort());
        const read = await findScheduleFacts(tx, [...written.facts.keys()]);
        expect(read.length).toBe(2);
        for (const f of read) expect(written.facts.get(f.id)).toEqual(f);
        // The final now has both its sides.
        expect(written.facts.get(final.id)!.sidesKnown).toBe(true);
        expect(written.voided).toBe(0);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });

  it('voids the open reports of the matches a correction moved, and only those, and the audit counts them', async () => {
    const { setup, tournamentId, semi1, semi2, final } = await knockoutOfFour();
    for (const m of [semi1, semi2]) expect((await api.result(organizer, m.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    const finalNow = (await api.matches(tournamentId)).find((m) => m.id === final.id)!;
    const reported = await api.reported(setup.captainOf(finalNow.results[0]!.teamRegistrationId)!, final.id, { homeScore: 2, awayScore: 1 });
    // The other semi-final gets a (stray) open report too: the correction of semi 1 does not move it.
    const stray = await insertReport(db, {
      matchId: semi2.id,
      reportedBy: organizer.user.id,
      reportedBySlot: 1,
      homeScore: 2,
      awayScore: 0,
      forfeit: null,
      status: 'PENDING',
      autoAcceptAt: null,
      createdAt: app.ctx.now(),
    });
    expect((await api.result(organizer, semi1.id, { homeScore: 0, awayScore: 2, correction: true })).statusCode).toBe(200);
    const status = async (id: string) => (await db.select().from(matchReports).where(eq(matchReports.id, id)))[0]!.status;
    expect(await status(reported.id)).toBe('SUPERSEDED');
    expect(await status(stray.id)).toBe('PENDING');
    const [entry] = await api.auditOf(organizer, tournamentId);
    expect(entry).toMatchObject({ matchId: semi1.id, action: 'CORRECTED', note: '1 open report(s) on later matches were voided.' });
  });
});

describe("a start's check-in windows, set without reading the new matches back", () => {
  it('open for the matches whose sides are known and are what a read-back sync leaves unchanged', async () => {
    const { tournamentId, semi1, semi2, final } = await knockoutOfFour({ matchCheckInMinutes: 10 });
    const rows = async () => (await db.select().from(matches).where(eq(matches.tournamentId, tournamentId))).sort((a, b) => a.id.localeCompare(b.id));
    const started = await rows();
    const windowOf = (id: string) => started.find((r) => r.id === id)!;
    for (const semi of [semi1, semi2]) {
      expect(windowOf(semi.id).checkInOpensAt).not.toBeNull();
      expect(windowOf(semi.id).checkInClosesAt!.getTime() - windowOf(semi.id).checkInOpensAt!.getTime()).toBe(10 * 60_000);
    }
    expect(windowOf(final.id).checkInOpensAt).toBeNull();
    // The old way, reading the facts back: nothing is left to do.
    await runInTransaction(db, (tx) =>
      syncMatchCheckIns(
        tx,
        app.ctx,
        started.map((r) => r.id),
      ),
    );
    expect(await rows()).toEqual(started);
  });
});
