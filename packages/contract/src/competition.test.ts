import { describe, expect, it } from 'vitest';
import { KNOCKOUT_DRAW_MESSAGE, resultInput, resultInputFor } from './competition.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];

describe('resultInputFor', () => {
  it('refuses level scores in a knockout match, on the away score', () => {
    expect(issues(resultInputFor('KNOCKOUT').safeParse({ homeScore: 2, awayScore: 2 }))).toEqual([{ path: ['awayScore'], message: KNOCKOUT_DRAW_MESSAGE }]);
  });

  it('takes a knockout result with a winner, or a forfeit', () => {
    expect(resultInputFor('KNOCKOUT').safeParse({ homeScore: 2, awayScore: 1 }).success).toBe(true);
    expect(resultInputFor('KNOCKOUT').safeParse({ forfeit: 1 }).success).toBe(true);
  });

  it.each(['LEAGUE', 'GROUP'] as const)('takes a draw in a %s match', (stage) => {
    expect(resultInputFor(stage).safeParse({ homeScore: 1, awayScore: 1 }).success).toBe(true);
  });

  it('keeps the rules of every result', () => {
    for (const stage of ['LEAGUE', 'GROUP', 'KNOCKOUT'] as const) {
      expect(issues(resultInputFor(stage).safeParse({ homeScore: 3 }))).toEqual(issues(resultInput.safeParse({ homeScore: 3 })));
      expect(issues(resultInputFor(stage).safeParse({}))).toEqual([{ path: ['homeScore'], message: 'Enter both scores or a forfeit.' }]);
    }
  });
});
