import { describe, expect, it } from 'vitest';
import { applyCorrection, applyResult, createCompetition, isComplete, listMatches, placements, previewCorrection, standings } from '../engine.ts';
import { entrantIds, settingsFor } from '../test-support.ts';
import { EngineError, type EngineMatch, type EngineState, type FfaSettings } from '../types.ts';
import { snakeLobbies } from './lobbies.ts';
import { gamePoints, rankTallies, tallyGames } from './scoring.ts';

const ffa = (overrides: Partial<FfaSettings> = {}) =>
  settingsFor({ format: 'FREE_FOR_ALL', ffa: { lobbySize: 4, games: 2, placementPoints: [10, 6, 3, 1], pointsPerKill: 1, finalSize: 0, ...overrides } });

/** Places by the order of `order` (side indexes of the match), kills given per side. */
const finish = (m: EngineMatch, order: number[], kills: number[] = []) => ({
  placements: order.map((side, i) => ({ entrantId: m.sides[side]!.entrantId!, place: i + 1, kills: kills[side] ?? 0 })),
});

async function playAll(state: EngineState, stage: 'LOBBY' | 'FINAL', order: (m: EngineMatch) => number[]) {
  for (const m of listMatches(state).filter((x) => x.stage === stage && x.status === 'READY')) state = (await applyResult(state, m.engineId, finish(m, order(m)))).state;
  return state;
}

describe('free-for-all scoring', () => {
  it('adds the placement points and the points per elimination; places past the table score 0', () => {
    const s = { placementPoints: [12, 9, 7], pointsPerKill: 2 };
    expect(gamePoints(s, 1, 0)).toBe(12);
    expect(gamePoints(s, 3, 4)).toBe(15);
    expect(gamePoints(s, 10, 1)).toBe(2);
  });

  it('breaks ties on the best single game, then eliminations, then seed', () => {
    const settings = { lobbySize: 4, games: 2, placementPoints: [10, 5, 0], pointsPerKill: 1, finalSize: 0 };
    // All on 10: seed 0 with a 10-point game; seeds 1 and 2 with 5 + 5, seed 2 with more eliminations.
    const tallies = tallyGames(settings, [0, 1, 2], [
      [[0, 0], [1, 0], [2, 5]],
      [[2, 0], [1, 0], [0, 0]],
    ]);
    expect([...tallies.values()].map((t) => t.points)).toEqual([10, 10, 15]);
    const level = tallyGames(settings, [0, 1, 2], [
      [[0, 0], [1, 0], [2, 5]],
      [[1, 0], [0, 0], [2, 0]],
    ]);
    // 0: 10 + 5 = 15 best 10; 1: 5 + 10 = 15 best 10; 2: 5 + 0 = 5. 0 and 1 tie on points, best game and kills: seed.
    expect(rankTallies(level.values(), (i) => i).map((t) => t.seedIndex)).toEqual([0, 1, 2]);
    const killsTie = tallyGames({ ...settings, pointsPerKill: 0 }, [0, 1], [
      [[0, 0], [1, 3]],
      [[1, 0], [0, 0]],
    ]);
    // Both 15 with a best game of 10; seed 1 has 3 eliminations (worth 0 points here).
    expect(rankTallies(killsTie.values(), (i) => i).map((t) => t.seedIndex)).toEqual([1, 0]);
    const even = tallyGames(settings, [0, 1, 2, 3], [
      [[0, 0], [1, 5], [2, 0], [3, 0]],
      [[3, 0], [2, 0], [1, 0], [0, 10]],
    ]);
    // 0: 10 + 10 = 20 best 10 kills 10; 1: 10 + 0 = 10; 2: 0 + 5 = 5; 3: 0 + 10 = 10 best 10 kills 0
    expect(rankTallies(even.values(), (i) => i).map((t) => [t.seedIndex, t.points])).toEqual([
      [0, 20],
      [1, 10],
      [3, 10],
      [2, 5],
    ]);
  });

  it('snakes seeds into balanced lobbies', () => {
    expect(snakeLobbies(9, 3)).toEqual([
      [0, 5, 6],
      [1, 4, 7],
      [2, 3, 8],
    ]);
    // A B C C B A A B C C: the tenth entrant falls to C.
    expect(snakeLobbies(10, 4).map((l) => l.length)).toEqual([3, 3, 4]);
    expect(() => snakeLobbies(5, 2)).toThrow(EngineError);
  });
});

describe('free-for-all engine', () => {
  it('builds one match per lobby and game with every lobby entrant a side', async () => {
    const { state, matches } = await createCompetition(ffa({ lobbySize: 4, games: 3 }), entrantIds(8));
    expect(matches).toHaveLength(6);
    expect(matches.map((m) => [m.stage, m.group, m.round])).toContainEqual(['LOBBY', 'B', 3]);
    expect(matches.every((m) => m.sides.length === 4 && m.status === 'READY')).toBe(true);
    expect(isComplete(state)).toBe(false);
  });

  it('refuses placements that miss, repeat or invent an entrant, or repeat a place', async () => {
    const { state, matches } = await createCompetition(ffa(), entrantIds(4));
    const m = matches[0]!;
    const ids = m.sides.map((s) => s.entrantId!);
    const refused = async (placements: { entrantId: string; place: number; kills: number }[]) => {
      const err = await Promise.resolve()
        .then(() => applyResult(state, m.engineId, { placements }))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EngineError);
      expect((err as EngineError).code).toBe('INVALID_PLACEMENTS');
      return (err as EngineError).message;
    };
    expect(await refused(ids.slice(0, 3).map((entrantId, i) => ({ entrantId, place: i + 1, kills: 0 })))).toMatch(/1 missing/);
    expect(await refused(ids.map((entrantId) => ({ entrantId, place: 1, kills: 0 })))).toMatch(/Place 1 is given twice/);
    expect(await refused([...ids.slice(0, 3), 'nobody'].map((entrantId, i) => ({ entrantId, place: i + 1, kills: 0 })))).toMatch(/does not play/);
    expect(await refused(ids.map((entrantId, i) => ({ entrantId, place: i + 1, kills: -1 })))).toMatch(/Eliminations/);
    expect(await refused(ids.map((entrantId, i) => ({ entrantId, place: i + 2, kills: 0 })))).toMatch(/Places go from 1 to 4/);
  });

  it('sends the top entrants across lobbies to a final once every lobby game is done, and places the final first', async () => {
    let { state } = await createCompetition(ffa({ lobbySize: 4, games: 2, finalSize: 3 }), entrantIds(12));
    // In every lobby the sides finish in slot order: the best seed of each lobby wins.
    state = await playAll(state, 'LOBBY', (m) => m.sides.map((_, i) => i));
    const final = listMatches(state).filter((m) => m.stage === 'FINAL');
    expect(final).toHaveLength(2);
    // Three lobby winners on 20 points each: seeds 1, 2, 3 (ties broken by seed).
    expect(final[0]!.sides.map((s) => s.entrantId)).toEqual(['t001', 't002', 't003']);
    expect(isComplete(state)).toBe(false);
    // The final is won by the lowest qualifier each game.
    state = await playAll(state, 'FINAL', () => [2, 1, 0]);
    expect(isComplete(state)).toBe(true);
    const placed = placements(state);
    expect(placed.slice(0, 3).map((p) => p.entrantId)).toEqual(['t003', 't002', 't001']);
    expect(placed.map((p) => p.placement)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const rows = standings(state);
    expect(rows[0]).toMatchObject({ teamRegistrationId: 't003', totalPoints: 20, matchesPlayed: 2, wins: 2 });
  });

  it('a correction that changes who makes the final gives it new entrants and clears its results', async () => {
    let { state } = await createCompetition(ffa({ lobbySize: 2, games: 1, finalSize: 2, placementPoints: [5, 0] }), entrantIds(4));
    state = await playAll(state, 'LOBBY', () => [0, 1]);
    const [final] = listMatches(state).filter((m) => m.stage === 'FINAL');
    expect(final!.sides.map((s) => s.entrantId)).toEqual(['t001', 't002']);
    state = (await applyResult(state, final!.engineId, finish(final!, [0, 1]))).state;
    const lobbyA = listMatches(state).find((m) => m.group === 'A')!;
    const flipped = finish(lobbyA, [1, 0]);
    const preview = await previewCorrection(state, lobbyA.engineId, flipped);
    expect(preview.affected).toEqual([{ engineId: final!.engineId, change: 'RESULT_CLEARED' }]);
    state = (await applyCorrection(state, lobbyA.engineId, flipped)).state;
    const after = listMatches(state).find((m) => m.stage === 'FINAL')!;
    expect(after.status).toBe('READY');
    expect(after.sides.map((s) => s.entrantId).sort()).toEqual(['t002', 't004']);
  });

  it('a correction that keeps the finalists keeps the final results', async () => {
    let { state } = await createCompetition(ffa({ lobbySize: 2, games: 1, finalSize: 2, placementPoints: [5, 0] }), entrantIds(4));
    state = await playAll(state, 'LOBBY', () => [0, 1]);
    const final = listMatches(state).find((m) => m.stage === 'FINAL')!;
    state = (await applyResult(state, final.engineId, finish(final, [0, 1]))).state;
    const lobbyA = listMatches(state).find((m) => m.group === 'A')!;
    const moreKills = finish(lobbyA, [0, 1], [3, 1]);
    expect((await previewCorrection(state, lobbyA.engineId, moreKills)).affected).toEqual([]);
    state = (await applyCorrection(state, lobbyA.engineId, moreKills)).state;
    expect(listMatches(state).find((m) => m.stage === 'FINAL')!.status).toBe('FINISHED');
    expect(listMatches(state).find((m) => m.group === 'A')!.sides.map((s) => s.score)).toEqual([8, 1]);
  });
});
