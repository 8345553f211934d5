import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchCheckIns, matchSlots, teamRegistrations, teams } from '../src/db/schema/index.ts';
import { matchCaptains, matchOrganizer } from '../src/modules/access/resource-owners.repository.ts';
import { matchViewsByIds, matchViewsOf } from '../src/modules/competition/match-views.ts';
import { findMatchesByIds } from '../src/modules/competition/matches.repository.ts';
import { insertReport } from '../src/modules/competition/reports.repository.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * ADR 021, third step: reads a result used to make in several statements, made in one. Each must give exactly what
 * the reads it replaced give.
 */
const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const unknownId = '00000000-0000-4000-8000-000000000000';

async function knockoutOfFour() {
  const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
  const list = await api.matches(setup.tournament.id);
  const semis = list.filter((m) => m.round === 1);
  return { setup, tournamentId: setup.tournament.id, semi1: semis[0]!, semi2: semis[1]!, final: list.find((m) => m.round === 2)! };
}

/** The views as the three reads (rows, sides, open reports) made them before. */
const viewsOfThreeReads = async (ids: string[]) => matchViewsOf(db, await findMatchesByIds(db, ids));

describe('match views read in one statement', () => {
  it('are the views the three reads give: sides with teams and check-ins, the newest open report, undecided sides, no sides, unknown ids', async () => {
    const { setup, semi1, semi2, final } = await knockoutOfFour();
    const ids = [final.id, semi2.id, semi1.id, unknownId];
    expect(await matchViewsByIds(db, ids)).toEqual(await viewsOfThreeReads(ids));

    const now = app.ctx.now();
    const captainOf = (m: typeof semi1, slot: number) => setup.captainOf(m.results[slot - 1]!.teamRegistrationId)!;
    const report = (matchId: string, by: ReturnType<typeof captainOf>, slot: number, createdAt: Date, status = 'PENDING') =>
      insertReport(db, { matchId, reportedBy: by.user.id, reportedBySlot: slot, homeScore: 2, awayScore: 1, forfeit: null, status, autoAcceptAt: new Date(now.getTime() + 600_000), createdAt });
    // Semi 1: an older and a newer open report (the newer is shown) and an answered one; semi 2: a disputed one and a
    // side checked in.
    await report(semi1.id, captainOf(semi1, 1), 1, new Date(now.getTime() - 60_000));
    const newest = await report(semi1.id, captainOf(semi1, 2), 2, new Date(now.getTime() - 30_000));
    await report(semi1.id, captainOf(semi1, 2), 2, new Date(now.getTime() - 10_000), 'SUPERSEDED');
    await report(semi2.id, captainOf(semi2, 1), 1, new Date(now.getTime() - 20_000), 'DISPUTED');
    await db.insert(matchCheckIns).values({ matchId: semi2.id, teamRegistrationId: semi2.results[0]!.teamRegistrationId!, checkedInBy: captainOf(semi2, 1).user.id, checkedInAt: now });
    const views = await matchViewsByIds(db, ids);
    expect(views).toEqual(await viewsOfThreeReads(ids));
    expect(views.find((v) => v.id === semi1.id)!.pendingReport!.id).toBe(newest.id);
    expect(views.find((v) => v.id === semi2.id)!.pendingReport!.status).toBe('DISPUTED');
    expect(views.find((v) => v.id === semi2.id)!.results[0]!.checkedInAt).toBe(now.toISOString());

    // A match with no sides at all, and one read alone.
    await db.delete(matchSlots).where(eq(matchSlots.matchId, final.id));
    expect(await matchViewsByIds(db, ids)).toEqual(await viewsOfThreeReads(ids));
    expect((await matchViewsByIds(db, [final.id]))[0]!.results).toEqual([]);
    expect(await matchViewsByIds(db, [])).toEqual([]);
    expect(await matchViewsByIds(db, [unknownId])).toEqual([]);
  });

  it('are what the result route answers and announces', async () => {
    const { semi1, final } = await knockoutOfFour();
    const res = await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await viewsOfThreeReads([semi1.id]))[0]);
    expect((await viewsOfThreeReads([final.id]))[0]!.results[0]!.teamRegistrationId).not.toBeNull();
  });
});

describe("the access check's reads of a match", () => {
  it('name its organizer, and the captains of its decided sides in one statement (none while undecided, null for an unknown match)', async () => {
    const { setup, semi1, final } = await knockoutOfFour();
    expect(await matchOrganizer(db, semi1.id)).toEqual({ organizerId: organizer.user.id });
    expect(await matchOrganizer(db, unknownId)).toBeNull();
    const captains = semi1.results.map((r) => setup.captainOf(r.teamRegistrationId)!.user.id);
    expect((await matchCaptains(db, semi1.id))!.captainIds.sort()).toEqual([...captains].sort());
    const stored = await db
      .select({ captainId: teams.captainId })
      .from(matchSlots)
      .innerJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
      .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
      .where(eq(matchSlots.matchId, semi1.id));
    expect(stored.map((c) => c.captainId).sort()).toEqual([...captains].sort());
    expect(await matchCaptains(db, final.id)).toEqual({ captainIds: [] });
    expect(await matchCaptains(db, unknownId)).toBeNull();
  });
});
