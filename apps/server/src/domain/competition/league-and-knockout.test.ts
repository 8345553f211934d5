import { describe, expect, it } from 'vitest';
import { applyResult, createCompetition, isComplete, listMatches, placements, standings } from './engine.ts';
import { groupQualifiers, knockoutSeedOrder, type Qualifier } from './group-handoff.ts';
import { entrantIds, entrantsOf, homeWins, playOut, ready, settingsFor } from './test-support.ts';
import type { EngineState } from './types.ts';

const groupsThenKnockout = (overrides = {}) => settingsFor({ format: 'league_and_knockout', ...overrides });

async function playGroups(state: EngineState) {
  let current = state;
  for (let next = ready(current).find((m) => m.stage === 'GROUP'); next; next = ready(current).find((m) => m.stage === 'GROUP')) {
    current = (await applyResult(current, next.engineId, homeWins)).state;
  }
  return current;
}

describe('league_and_knockout', () => {
  it('makes groups of about four (A, B, …) and no knockout until the last group match is final', async () => {
    const { state, matches } = await createCompetition(groupsThenKnockout(), entrantIds(16));
    expect([...new Set(matches.map((m) => m.group))]).toEqual(['A', 'B', 'C', 'D']);
    expect(matches.every((m) => m.stage === 'GROUP' && m.bracket === null)).toBe(true);
    expect(isComplete(state)).toBe(false);

    const groupMatches = listMatches(state);
    let current = state;
    for (const m of groupMatches.slice(0, -1)) current = (await applyResult(current, m.engineId, homeWins)).state;
    expect(listMatches(current).some((m) => m.stage === 'KNOCKOUT')).toBe(false);
    expect(isComplete(current)).toBe(false);

    const last = await applyResult(current, groupMatches.at(-1)!.engineId, homeWins);
    const knockout = last.matches.filter((m) => m.stage === 'KNOCKOUT');
    expect(knockout.length).toBeGreaterThan(0);
    expect(knockout.filter((m) => m.round === 1 && m.status === 'READY')).toHaveLength(4);

    const qualifiers = standings(last.state).filter((r) => r.position <= 2).map((r) => r.teamRegistrationId);
    expect(knockout.filter((m) => m.round === 1).flatMap(entrantsOf).sort()).toEqual([...qualifiers].sort());
    const groupOf = new Map(standings(last.state).map((r) => [r.teamRegistrationId, r.group]));
    for (const m of knockout.filter((x) => x.round === 1)) expect(groupOf.get(m.sides[0].entrantId!)).not.toBe(groupOf.get(m.sides[1].entrantId!));
  });

  it('uses the configured group count and advance count; the top seeds of the knockout are the group winners and get the byes', async () => {
    const { state } = await createCompetition(groupsThenKnockout({ groupCount: 3, advancePerGroup: 2 }), entrantIds(12));
    const done = await playGroups(state);
    const rows = standings(done);
    const winners = rows.filter((r) => r.position === 1).map((r) => r.teamRegistrationId);
    const knockout = listMatches(done).filter((m) => m.stage === 'KNOCKOUT' && m.round === 1);
    expect(knockout).toHaveLength(4);
    const byes = knockout.filter((m) => m.bye).map((m) => m.sides.find((s) => s.entrantId)!.entrantId);
    expect(byes).toHaveLength(2);
    for (const id of byes) expect(winners).toContain(id);
    for (const m of knockout.filter((x) => !x.bye)) {
      const [a, b] = entrantsOf(m).map((id) => rows.find((r) => r.teamRegistrationId === id)!.group);
      expect(a).not.toBe(b);
    }
  });

  it('places knockout entrants first, then the rest by group position then points', async () => {
    const ids = entrantIds(8);
    const done = await playOut((await createCompetition(groupsThenKnockout({ groupCount: 2, advancePerGroup: 2 }), ids)).state);
    const places = placements(done);
    expect(places.map((p) => p.entrantId).sort()).toEqual(ids);
    const rows = standings(done);
    const qualified = new Set(rows.filter((r) => r.position <= 2).map((r) => r.teamRegistrationId));
    expect(places.slice(0, 4).every((p) => qualified.has(p.entrantId))).toBe(true);
    expect(places.slice(0, 4).map((p) => p.placement)).toEqual([1, 2, 3, 3]);
    const rest = places.slice(4).map((p) => rows.find((r) => r.teamRegistrationId === p.entrantId)!);
    expect(rest.map((r) => r.position)).toEqual([3, 3, 4, 4]);
    // Home always wins and the schedules are the same in both groups: the thirds share a place, as do the fourths.
    expect(places.slice(4).map((p) => p.placement)).toEqual([5, 5, 7, 7]);
  });

  it('refuses settings that leave fewer than two qualifiers', async () => {
    await expect(createCompetition(groupsThenKnockout({ groupCount: 1, advancePerGroup: 1 }), entrantIds(4))).rejects.toMatchObject({
      code: 'NOT_ENOUGH_ENTRANTS',
    });
  });

  it('a double-elimination knockout after groups completes', async () => {
    const ids = entrantIds(10);
    const done = await playOut((await createCompetition(groupsThenKnockout({ bracketType: 'DOUBLE_ELIMINATION', leagueRounds: 2 }), ids)).state);
    expect(listMatches(done).some((m) => m.bracket === 'LOSERS')).toBe(true);
    expect(placements(done).map((p) => p.entrantId).sort()).toEqual(ids);
  });
});

describe('knockoutSeedOrder', () => {
  const q = (group: string, position: number): Qualifier => ({ entrantId: `${group}${position}`, group, position });

  it('seeds by band, groups in label order, when that keeps group mates apart', () => {
    const order = knockoutSeedOrder([q('A', 1), q('B', 1), q('C', 1), q('D', 1), q('A', 2), q('B', 2), q('C', 2), q('D', 2)], 8);
    expect(order.map((x) => x.entrantId)).toEqual(['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2']);
  });

  it('swaps a lower seed within its band to avoid a first-round match between group mates', () => {
    // Three groups of two qualifiers in a bracket of 8: seed 3 (C1) would meet seed 6 (C2).
    const order = knockoutSeedOrder([q('A', 1), q('B', 1), q('C', 1), q('A', 2), q('B', 2), q('C', 2)], 8);
    expect(order.slice(0, 3).map((x) => x.entrantId)).toEqual(['A1', 'B1', 'C1']);
    expect(order[5]!.group).not.toBe('C');
    expect(order.map((x) => x.position)).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('groupQualifiers takes the top N of each group, best band first', () => {
    const row = (id: string, group: string, position: number) => ({ teamRegistrationId: id, group, position }) as Parameters<typeof groupQualifiers>[0][number];
    expect(groupQualifiers([row('a', 'A', 1), row('b', 'A', 2), row('c', 'A', 3), row('d', 'B', 1), row('e', 'B', 2)], 2).map((x) => x.entrantId)).toEqual([
      'a',
      'd',
      'b',
      'e',
    ]);
  });
});
