import { describe, expect, it } from 'vitest';
import { applyCorrection, applyResult, createCompetition, isComplete, listMatches, placements, previewCorrection } from './engine.ts';
import { awayWins, byId, entrantIds, entrantsOf, homeWins, playOut, settingsFor } from './test-support.ts';
import { EngineError } from './types.ts';

describe('corrections', () => {
  it('a correction that changes a finalist clears the final and says so in the preview', async () => {
    const done = await playOut((await createCompetition(settingsFor(), entrantIds(4))).state);
    const matches = listMatches(done);
    const semi = matches.find((m) => m.round === 1 && m.sides[0].entrantId === 't001')!;
    const final = matches.find((m) => m.round === 2)!;
    expect(final.status).toBe('FINISHED');

    const preview = await previewCorrection(done, semi.engineId, awayWins);
    expect(preview.affected).toEqual([{ engineId: final.engineId, change: 'RESULT_CLEARED' }]);

    const change = await applyCorrection(done, semi.engineId, awayWins);
    expect(change.affected).toEqual(preview.affected);
    const newFinal = byId(change.state, final.engineId);
    expect(newFinal.status).toBe('READY');
    expect(entrantsOf(newFinal)).toContain(semi.sides[1].entrantId);
    expect(newFinal.sides.every((s) => s.score === null && s.result === 'PENDING')).toBe(true);
    expect(change.matches.map((m) => m.engineId).sort()).toEqual([semi.engineId, final.engineId].sort());
    expect(change.state.log.map(([id]) => id)).not.toContain(final.engineId);
    expect(isComplete(change.state)).toBe(false);
  });

  it('a correction that keeps the winner keeps every later result', async () => {
    const done = await playOut((await createCompetition(settingsFor(), entrantIds(4))).state);
    const semi = listMatches(done).find((m) => m.round === 1)!;
    const change = await applyCorrection(done, semi.engineId, { homeScore: 5, awayScore: 0 });
    expect(change.affected).toEqual([]);
    expect(change.matches.map((m) => m.engineId)).toEqual([semi.engineId]);
    expect(byId(change.state, semi.engineId).sides.map((s) => s.score)).toEqual([5, 0]);
    expect(isComplete(change.state)).toBe(true);
    expect(placements(change.state)).toEqual(placements(done));
  });

  it('a semifinal correction before the final is played changes the final’s sides', async () => {
    const { state } = await createCompetition(settingsFor(), entrantIds(4));
    const [semi1, semi2] = listMatches(state).filter((m) => m.round === 1);
    let current = (await applyResult(state, semi1!.engineId, homeWins)).state;
    current = (await applyResult(current, semi2!.engineId, homeWins)).state;
    const final = listMatches(current).find((m) => m.round === 2)!;
    const preview = await previewCorrection(current, semi1!.engineId, { forfeit: 1 });
    expect(preview.affected).toEqual([{ engineId: final.engineId, change: 'SIDES_CHANGE' }]);
    const change = await applyCorrection(current, semi1!.engineId, { forfeit: 1 });
    expect(change.affected).toEqual(preview.affected);
    expect(entrantsOf(byId(change.state, final.engineId))).toEqual([semi1!.sides[1].entrantId, semi2!.sides[0].entrantId]);
  });

  it('flipping the first grand final brings back the reset (and removes it again when flipped back)', async () => {
    const settings = settingsFor({ bracketType: 'DOUBLE_ELIMINATION', grandFinalReset: true });
    const done = await playOut((await createCompetition(settings, entrantIds(4))).state);
    const first = listMatches(done).find((m) => m.bracket === 'GRAND_FINAL')!;
    expect(listMatches(done).filter((m) => m.bracket === 'GRAND_FINAL')).toHaveLength(1);

    const flipped = await applyCorrection(done, first.engineId, awayWins);
    const reset = listMatches(flipped.state).find((m) => m.bracket === 'GRAND_FINAL' && m.round === 2)!;
    expect(reset.status).toBe('READY');
    expect(flipped.affected).toEqual([{ engineId: reset.engineId, change: 'SIDES_CHANGE' }]);
    expect(isComplete(flipped.state)).toBe(false);

    const played = (await applyResult(flipped.state, reset.engineId, homeWins)).state;
    const back = await applyCorrection(played, first.engineId, homeWins);
    expect(back.removed).toEqual([reset.engineId]);
    expect(back.affected).toEqual([{ engineId: reset.engineId, change: 'RESULT_CLEARED' }]);
    expect(isComplete(back.state)).toBe(true);
  });

  it('a group correction that changes a qualifier rebuilds the knockout and clears its changed results', async () => {
    const settings = settingsFor({ format: 'league_and_knockout', groupCount: 2, advancePerGroup: 1 });
    const done = await playOut((await createCompetition(settings, ['a', 'b', 'c', 'd']).then((r) => r.state)));
    const final = listMatches(done).find((m) => m.stage === 'KNOCKOUT')!;
    const groupMatch = listMatches(done).find((m) => m.stage === 'GROUP' && entrantsOf(m).includes(final.sides[0].entrantId))!;
    const winnerIsHome = groupMatch.sides[0].result === 'WIN';
    const change = await applyCorrection(done, groupMatch.engineId, winnerIsHome ? awayWins : homeWins);
    expect(change.affected).toEqual([{ engineId: final.engineId, change: 'RESULT_CLEARED' }]);
    const rebuilt = byId(change.state, final.engineId);
    expect(rebuilt.status).toBe('READY');
    expect(entrantsOf(rebuilt)).not.toEqual(entrantsOf(final));
  });

  it('refuses to correct a match without a result, a bye, or with a draw in a knockout', async () => {
    const { state, matches } = await createCompetition(settingsFor(), entrantIds(3));
    const bye = matches.find((m) => m.bye)!;
    const real = matches.find((m) => !m.bye && m.round === 1)!;
    const codeOf = (p: Promise<unknown>) => p.then(() => 'none', (e: unknown) => (e instanceof EngineError ? e.code : String(e)));
    expect(await codeOf(previewCorrection(state, real.engineId, homeWins))).toBe('NOT_FINISHED');
    expect(await codeOf(applyCorrection(state, bye.engineId, homeWins))).toBe('NOT_FINISHED');
    const played = (await applyResult(state, real.engineId, homeWins)).state;
    expect(await codeOf(applyCorrection(played, real.engineId, { homeScore: 2, awayScore: 2 }))).toBe('DRAW_NOT_ALLOWED');
    expect(await codeOf(applyCorrection(played, 77, homeWins))).toBe('UNKNOWN_MATCH');
  });
});
