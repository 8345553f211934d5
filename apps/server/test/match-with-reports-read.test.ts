import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchSlots } from '../src/db/schema/index.ts';
import { findMatchWithSides, findMatchWithSidesAndReports } from '../src/modules/competition/competition.repository.ts';
import { findDueAndOpenReports, insertReport } from '../src/modules/competition/reports.repository.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * ADR 021, Session 12: under its lock a result reads the match with its sides, the tournament's due reports and the
 * match's open report in one statement. It must give exactly what findMatchWithSides and findDueAndOpenReports give.
 */
const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const unknownId = '00000000-0000-4000-8000-000000000000';

const separately = async (tournamentId: string, matchId: string, now: Date) => {
  const found = await findMatchWithSides(db, matchId);
  return found ? { ...found, ...(await findDueAndOpenReports(db, tournamentId, matchId, now)) } : null;
};

describe('the match read with its sides and reports', () => {
  it('is findMatchWithSides and findDueAndOpenReports together, with and without reports, sides or the match', async () => {
    const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
    const tournamentId = setup.tournament.id;
    const list = await api.matches(tournamentId);
    const [semi1, semi2] = list.filter((m) => m.round === 1);
    const final = list.find((m) => m.round === 2)!;
    const other = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
    const otherSemi = (await api.matches(other.tournament.id)).find((m) => m.round === 1)!;
    const now = app.ctx.now();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const captainOf = (m: typeof semi1, slot: number, s = setup) => s.captainOf(m!.results[slot - 1]!.teamRegistrationId)!;
    const report = (matchId: string, by: ReturnType<typeof captainOf>, slot: number, autoAcceptAt: Date | null, createdAt: Date, extra: object = {}) =>
      insertReport(db, { matchId, reportedBy: by.user.id, reportedBySlot: slot, homeScore: 2, awayScore: 0, forfeit: null, status: 'PENDING', autoAcceptAt, createdAt, ...extra });
    const same = async (matchId: string) => {
      const combined = await findMatchWithSidesAndReports(db, tournamentId, matchId, now);
      expect(combined).toEqual(await separately(tournamentId, matchId, now));
      return combined;
    };

    // No report at all; a match whose sides are not known yet; an unknown match.
    for (const m of [semi1!, semi2!, final]) expect((await same(m.id))!.due).toEqual([]);
    expect((await same(final.id))!.sides.map((s) => s.teamRegistrationId)).toEqual([null, null]);
    expect(await same(unknownId)).toBeNull();

    // Semi 2: two reports due (in their order), one answered; semi 1: an older and a newer open one, a disputed one
    // and a lobby-style report with placements (never due); another tournament's due report (not this one's).
    await report(semi2!.id, captainOf(semi2, 2), 2, at(-30_000), at(-90_000));
    await report(semi2!.id, captainOf(semi2, 1), 1, at(-60_000), at(-120_000));
    await report(semi2!.id, captainOf(semi2, 1), 1, at(-90_000), at(-150_000), { status: 'CONFIRMED' });
    await report(semi1!.id, captainOf(semi1, 1), 1, at(60_000), at(-20_000));
    await report(semi1!.id, captainOf(semi1, 2), 2, at(60_000), at(-10_000));
    await report(semi1!.id, captainOf(semi1, 2), 2, null, at(-5_000), { status: 'DISPUTED' });
    await report(semi1!.id, captainOf(semi1, 1), 1, at(-60_000), at(-40_000), { placements: [{ teamRegistrationId: semi1!.results[0]!.teamRegistrationId!, place: 1, kills: 0 }] });
    await report(otherSemi.id, captainOf(otherSemi, 1, other), 1, at(-60_000), at(-60_000));

    for (const m of [semi1!, semi2!, final]) await same(m.id);
    const ofSemi1 = (await same(semi1!.id))!;
    expect(ofSemi1.due.map((r) => r.matchId)).toEqual([semi2!.id, semi2!.id]);
    expect(ofSemi1.due[0]!.autoAcceptAt!.getTime()).toBe(at(-60_000).getTime());
    expect(ofSemi1.open!.status).toBe('DISPUTED');
    expect(ofSemi1.sides).toHaveLength(2);
    expect((await same(semi2!.id))!.open!.reportedBySlot).toBe(2);

    // A match without any sides, with reports of the tournament due.
    await db.delete(matchSlots).where(eq(matchSlots.matchId, final.id));
    const bare = (await same(final.id))!;
    expect(bare.sides).toEqual([]);
    expect(bare.due).toHaveLength(2);
  });
});
