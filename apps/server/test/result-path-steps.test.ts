import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionStates, matchCheckIns, matchSlots, teamRegistrations, teams, tournaments } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { applyResult, replayableEntry } from '../src/domain/competition/engine.ts';
import {
  appendToTail,
  CHECKPOINT_RESULTS,
  findCompetitionStateVersion,
  findMatchRow,
  loadStoredCompetitionState,
  lockTournamentWithStateVersion,
} from '../src/modules/competition/competition.repository.ts';
import { applyProjection } from '../src/modules/competition/projection.repository.ts';
import { lockCompetition } from '../src/modules/competition/result-change.ts';
import { matchCaptains, matchOrganizer } from '../src/modules/access/resource-owners.repository.ts';
import { matchViewsByIds, matchViewsOf } from '../src/modules/competition/match-views.ts';
import { findMatchesByIds } from '../src/modules/competition/matches.repository.ts';
import { insertReport } from '../src/modules/competition/reports.repository.ts';
import { competitionApi, startedTournament, tournamentWithTeams } from './competition-play.ts';
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

describe("a result's tail append, inside the projection's statement", () => {
  /** Runs `step` on a result of `matchId` under the lock, then rolls it all back. */
  const rolledBack = (tournamentId: string, matchId: string, step: (tx: Parameters<Parameters<typeof runInTransaction>[1]>[0], a: Awaited<ReturnType<typeof prepared>>) => Promise<void>) =>
    expect(
      runInTransaction(db, async (tx) => {
        await step(tx, await prepared(tx, tournamentId, matchId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  async function prepared(tx: Parameters<Parameters<typeof runInTransaction>[1]>[0], tournamentId: string, matchId: string) {
    const comp = await lockCompetition(tx, tournamentId, app.ctx);
    const row = (await findMatchRow(tx, matchId))!;
    const result = { homeScore: 2, awayScore: 1 };
    const change = await applyResult(comp.state!, row.engineId!, result);
    return { comp, row, change, entry: replayableEntry(comp.state!, row.engineId!, result)!, now: new Date(app.ctx.now().getTime() + 1234) };
  }

  it('leaves the state row as the append alone does, and answers its version and time', async () => {
    const { tournamentId, semi1, final } = await knockoutOfFour();
    const before = (await loadStoredCompetitionState(db, tournamentId))!;
    let alone: unknown;
    await rolledBack(tournamentId, semi1.id, async (tx, { entry, now }) => {
      expect(await appendToTail(tx, tournamentId, entry, now)).toHaveLength(1);
      alone = await loadStoredCompetitionState(tx, tournamentId);
    });
    expect(alone).toEqual({ ...before, tail: [...before.tail, expect.anything()], version: before.version + 1, updatedAt: expect.any(Date) });
    await rolledBack(tournamentId, semi1.id, async (tx, { comp, row, change, entry, now }) => {
      const written = await applyProjection(tx, comp.tournament, change.matches, change.removed, now, row.engineId!, entry);
      const after = (await loadStoredCompetitionState(tx, tournamentId))!;
      expect(after).toEqual({ ...(alone as object), updatedAt: now });
      expect(after.tail.at(-1)).toEqual(entry);
      expect(written.appendedAt).toEqual({ version: after.version, updatedAt: now });
      // The matches are written as without the append.
      expect([...written.facts.keys()].sort()).toEqual([semi1.id, final.id].sort());
    });
    // Nothing of it stays after the rollback.
    expect(await loadStoredCompetitionState(db, tournamentId)).toEqual(before);
  });

  it('appends nothing to a full tail (the caller then writes the state whole), and nothing without an entry', async () => {
    const { tournamentId, semi1 } = await knockoutOfFour();
    const before = (await loadStoredCompetitionState(db, tournamentId))!;
    await rolledBack(tournamentId, semi1.id, async (tx, { comp, row, change, now }) => {
      const written = await applyProjection(tx, comp.tournament, change.matches, change.removed, now, row.engineId!);
      expect(written.appendedAt).toBeNull();
      expect(await loadStoredCompetitionState(tx, tournamentId)).toEqual(before);
    });
    await rolledBack(tournamentId, semi1.id, async (tx, { comp, row, change, entry, now }) => {
      const full = Array.from({ length: CHECKPOINT_RESULTS }, () => entry);
      await tx.update(competitionStates).set({ tail: full }).where(eq(competitionStates.tournamentId, tournamentId));
      const written = await applyProjection(tx, comp.tournament, change.matches, change.removed, now, row.engineId!, entry);
      expect(written.appendedAt).toBeNull();
      expect(written.facts.size).toBe(2);
      expect(await loadStoredCompetitionState(tx, tournamentId)).toEqual({ ...before, tail: full });
    });
  });

  it('is what a result through the route stores: one entry more, the version one up', async () => {
    const { tournamentId, semi1 } = await knockoutOfFour();
    const before = (await loadStoredCompetitionState(db, tournamentId))!;
    expect((await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);
    const after = (await loadStoredCompetitionState(db, tournamentId))!;
    expect(after.state).toEqual(before.state);
    expect(after.tail).toHaveLength(before.tail.length + 1);
    expect(after.version).toBe(before.version + 1);
  });
});

describe("the tournament's lock and its state's version, in one statement", () => {
  it('give the locked row and the version a read after the lock gives; nothing without a state (the lock is then taken alone)', async () => {
    const { tournamentId, semi1 } = await knockoutOfFour();
    expect((await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);
    await runInTransaction(db, async (tx) => {
      const locked = await lockTournamentWithStateVersion(tx, tournamentId);
      expect(locked).toEqual({
        tournament: (await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)))[0],
        at: await findCompetitionStateVersion(tx, tournamentId),
      });
      expect((await lockCompetition(tx, tournamentId, app.ctx)).state).not.toBeNull();
    });
    const notStarted = await tournamentWithTeams(t, organizer, 4, { format: 'KNOCKOUT' });
    await runInTransaction(db, async (tx) => {
      expect(await lockTournamentWithStateVersion(tx, notStarted.tournament.id)).toBeNull();
      const comp = await lockCompetition(tx, notStarted.tournament.id, app.ctx);
      expect(comp).toMatchObject({ tournament: { id: notStarted.tournament.id }, state: null });
    });
  });
});

/** PGlite runs one transaction at a time: a waiting lock is a PostgreSQL matter. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the state version read by a transaction that waited for the lock (PostgreSQL)', () => {
  it('is the one the transaction it waited for committed, not the one its statement began with', async () => {
    const { tournamentId, semi1 } = await knockoutOfFour();
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = runInTransaction(db, async (tx) => {
      const comp = await lockCompetition(tx, tournamentId, app.ctx);
      const row = (await findMatchRow(tx, semi1.id))!;
      const at = (await appendToTail(tx, tournamentId, replayableEntry(comp.state!, row.engineId!, { homeScore: 2, awayScore: 1 })!, app.ctx.now()))[0]!;
      locked();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return at;
    });
    await lockTaken;
    // Both begin while the first holds the lock, and wait for it.
    const combined = runInTransaction(db, (tx) => lockTournamentWithStateVersion(tx, tournamentId));
    // What a join that locks only the tournament row would read: the state row of its snapshot, before the wait.
    const tournamentOnly = runInTransaction(db, (tx) =>
      tx
        .select({ version: competitionStates.version })
        .from(tournaments)
        .innerJoin(competitionStates, eq(competitionStates.tournamentId, tournaments.id))
        .where(eq(tournaments.id, tournamentId))
        .for('update', { of: tournaments }),
    );
    const written = await first;
    expect((await combined)!.at).toEqual(written);
    expect((await tournamentOnly)[0]!.version).toBe(written.version - 1);
  });
});
