import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionStates } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { applyResult } from '../src/domain/competition/engine.ts';
import type { EngineState } from '../src/domain/competition/types.ts';
import { lockCompetition, recordResult } from '../src/modules/competition/result-change.ts';
import { CHECKPOINT_RESULTS, findMatchRow, loadCompetitionState, saveCompetitionState } from '../src/modules/competition/competition.repository.ts';
import { forgetState } from '../src/modules/competition/engine-state-cache.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * ADR 021: a running tournament's engine state is kept in memory between results, and used only while the stored
 * row (read under the tournament's lock) still has the version it was kept at.
 */
const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');

async function knockoutOfFour() {
  const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
  const list = await api.matches(setup.tournament.id);
  const [semi1, semi2] = list.filter((m) => m.round === 1);
  return { tournamentId: setup.tournament.id, semi1: semi1!, semi2: semi2! };
}

const lockedState = (tournamentId: string) => runInTransaction(db, async (tx) => (await lockCompetition(tx, tournamentId, app.ctx)).state);

describe('the engine state kept in memory', () => {
  it('is the stored one after each result', async () => {
    const { tournamentId, semi1, semi2 } = await knockoutOfFour();
    for (const m of [semi1, semi2]) {
      expect((await api.result(organizer, m.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
      expect(await lockedState(tournamentId)).toEqual(await loadCompetitionState(db, tournamentId));
    }
  });

  it('is loaded again when another writer (another instance) advanced the stored state', async () => {
    const { tournamentId, semi1, semi2 } = await knockoutOfFour();
    expect((await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    const kept = (await lockedState(tournamentId))!;
    // Another instance records semi 2 in the engine's state (its rows aside): the stored version moves on.
    const semi2Row = (await findMatchRow(db, semi2.id))!;
    const elsewhere = (await applyResult(structuredClone(kept), semi2Row.engineId!, { homeScore: 0, awayScore: 3 })).state;
    await db
      .update(competitionStates)
      .set({ state: elsewhere, tail: [], version: sql`${competitionStates.version} + 1` })
      .where(eq(competitionStates.tournamentId, tournamentId));

    expect(await lockedState(tournamentId)).toEqual(elsewhere);
    // Here, semi 2's row is still unplayed, but the engine (with the state loaded again) knows its result.
    const again = await api.result(organizer, semi2.id, { homeScore: 2, awayScore: 0 });
    expect(again.statusCode).toBe(409);
  });

  it('never keeps a state whose transaction rolled back', async () => {
    const { tournamentId, semi1 } = await knockoutOfFour();
    const stored = await loadCompetitionState(db, tournamentId);
    await expect(
      runInTransaction(db, async (tx) => {
        const comp = await lockCompetition(tx, tournamentId, app.ctx);
        const match = (await findMatchRow(tx, semi1.id))!;
        await recordResult(tx, comp, match, { homeScore: 2, awayScore: 0 }, { ctx: app.ctx, correction: false, action: 'ENTERED', actorId: organizer.user.id, now: app.ctx.now() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await lockedState(tournamentId)).toEqual(stored);
    const res = await api.result(organizer, semi1.id, { homeScore: 0, awayScore: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'FINISHED' });
    expect(((await loadCompetitionState(db, tournamentId)) as EngineState).log).toEqual([[(await findMatchRow(db, semi1.id))!.engineId, 0, 2]]);
  });

  it('is what the stored checkpoint with its tail of results replays to', async () => {
    const { tournamentId, semi1, semi2 } = await knockoutOfFour();
    for (const m of [semi1, semi2]) expect((await api.result(organizer, m.id, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);
    const [row] = await db.select().from(competitionStates).where(eq(competitionStates.tournamentId, tournamentId));
    expect(row!.tail).toHaveLength(2);
    expect((row!.state as EngineState).log).toEqual([]);
    const kept = await lockedState(tournamentId);
    forgetState(tournamentId);
    expect(await lockedState(tournamentId)).toEqual(kept);
    expect(kept!.log).toHaveLength(2);
  });

  it('writes the state whole once the tail is full, and a correction too', async () => {
    const { tournamentId, semi1 } = await knockoutOfFour();
    const state = (await loadCompetitionState(db, tournamentId))!;
    const tailOf = async () => (await db.select().from(competitionStates).where(eq(competitionStates.tournamentId, tournamentId)))[0]!.tail;
    for (let i = 0; i < CHECKPOINT_RESULTS; i += 1) await saveCompetitionState(db, tournamentId, state, app.ctx.now(), [i, 1, 0]);
    expect(await tailOf()).toHaveLength(CHECKPOINT_RESULTS);
    await saveCompetitionState(db, tournamentId, state, app.ctx.now(), [CHECKPOINT_RESULTS, 1, 0]);
    expect(await tailOf()).toEqual([]);
    await db.update(competitionStates).set({ tail: [[0, 1, 0]] }).where(eq(competitionStates.tournamentId, tournamentId));
    await saveCompetitionState(db, tournamentId, state, app.ctx.now());
    expect(await tailOf()).toEqual([]);
    expect(semi1.status).toBe('SCHEDULED');
  });
});
