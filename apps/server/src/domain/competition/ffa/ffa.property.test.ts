import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyResult, createCompetition, isComplete, listMatches, placements } from '../engine.ts';
import { ffaStandings } from './engine.ts';
import { entrantIds, settingsFor } from '../test-support.ts';
import type { EngineSettings, EngineState } from '../types.ts';
import { gamePoints } from './scoring.ts';

const settingsArb = fc
  .record({
    lobbySize: fc.integer({ min: 3, max: 12 }),
    games: fc.integer({ min: 1, max: 3 }),
    placementPoints: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 }).map((p) => [...p].sort((a, b) => b - a)),
    pointsPerKill: fc.integer({ min: 0, max: 3 }),
    finalSize: fc.constantFrom(0, 2, 3, 5),
  })
  .map((ffa): EngineSettings => settingsFor({ format: 'FREE_FOR_ALL', ffa }));

/** Plays every game (the final too) with shuffled places and random eliminations drawn from `draws`. */
async function playOut(state: EngineState, draws: number[]) {
  let i = 0;
  const next = () => draws[i++ % draws.length]!;
  for (let guard = 0; guard < 100 && !isComplete(state); guard++) {
    for (const m of listMatches(state).filter((x) => x.status === 'READY')) {
      const order = m.sides.map((s) => s.entrantId!).sort((a, b) => ((next() + a.length) % 3) - 1 || a.localeCompare(b));
      const placements = order.map((entrantId, p) => ({ entrantId, place: p + 1, kills: next() % 5 }));
      state = (await applyResult(state, m.engineId, { placements })).state;
    }
  }
  return state;
}

describe('free-for-all invariants', () => {
  it('every entrant plays in exactly one lobby, and each lobby plays every game', async () => {
    await fc.assert(
      fc.asyncProperty(settingsArb, fc.integer({ min: 6, max: 60 }), async (settings, count) => {
        const { matches } = await createCompetition(settings, entrantIds(count));
        const lobbyOf = new Map<string, string>();
        for (const m of matches) {
          for (const s of m.sides) {
            const was = lobbyOf.get(s.entrantId!);
            expect(was === undefined || was === m.group).toBe(true);
            lobbyOf.set(s.entrantId!, m.group!);
          }
          expect(m.sides.length).toBeLessThanOrEqual(settings.ffa!.lobbySize);
        }
        expect(lobbyOf.size).toBe(count);
        const sizes = [...new Set(lobbyOf.values())].map((g) => [...lobbyOf.values()].filter((x) => x === g).length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(matches).toHaveLength(sizes.length * settings.ffa!.games);
      }),
      { numRuns: 60 },
    );
  });

  it('points always sum as the table says, the final has the top N, and placements rank everyone once', async () => {
    await fc.assert(
      fc.asyncProperty(settingsArb, fc.integer({ min: 6, max: 40 }), fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }), async (settings, count, draws) => {
        const ffa = settings.ffa!;
        const played = await playOut((await createCompetition(settings, entrantIds(count))).state, draws);
        expect(isComplete(played)).toBe(true);
        const matches = listMatches(played);
        const expected = new Map<string, number>();
        for (const m of matches) {
          for (const s of m.sides) {
            expect(s.score).toBe(gamePoints(ffa, s.place!, s.kills!));
            if (m.stage === 'LOBBY') expected.set(s.entrantId!, (expected.get(s.entrantId!) ?? 0) + s.score!);
          }
          expect(m.sides.map((s) => s.place).sort((a, b) => a! - b!)).toEqual(m.sides.map((_, i) => i + 1));
        }
        const rows = ffaStandings(played);
        for (const r of rows) expect(r.ffa.lobbyPoints).toBe(expected.get(r.teamRegistrationId));

        const final = matches.filter((m) => m.stage === 'FINAL');
        if (ffa.finalSize >= 2) {
          const finalists = new Set(final[0]!.sides.map((s) => s.entrantId));
          expect(finalists.size).toBe(Math.min(ffa.finalSize, count));
          const lobbyOrder = [...rows].filter((r) => !r.ffa.finalist);
          // Nobody left out of the final has more lobby points than a finalist.
          const weakestFinalist = Math.min(...rows.filter((r) => r.ffa.finalist).map((r) => r.ffa.lobbyPoints));
          for (const r of lobbyOrder) expect(r.ffa.lobbyPoints).toBeLessThanOrEqual(weakestFinalist);
        } else expect(final).toHaveLength(0);

        const placed = placements(played);
        expect(placed.map((p) => p.placement)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        expect(new Set(placed.map((p) => p.entrantId)).size).toBe(count);
      }),
      { numRuns: 60 },
    );
  });
});
