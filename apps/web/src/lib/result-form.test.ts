import { KNOCKOUT_DRAW_MESSAGE } from '@clutch/contract/competition';
import { describe, expect, it } from 'vitest';
import { resultFormSchema, type ResultFormValues } from './result-form.ts';

const typed = (values: Partial<ResultFormValues>): ResultFormValues => ({ outcome: 'score', homeScore: '', awayScore: '', forfeit: '', ...values });

function issuesOf(stage: Parameters<typeof resultFormSchema>[0], values: Partial<ResultFormValues>) {
  const result = resultFormSchema(stage).safeParse(typed(values));
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('resultFormSchema', () => {
  it('turns typed scores into the contract’s result', () => {
    expect(resultFormSchema('LEAGUE').parse(typed({ homeScore: ' 2 ', awayScore: '0' }))).toEqual({ homeScore: 2, awayScore: 0 });
  });

  it('sends only the forfeiting side, whatever the score boxes hold', () => {
    expect(resultFormSchema('KNOCKOUT').parse(typed({ outcome: 'forfeit', forfeit: '2', homeScore: 'x' }))).toEqual({ forfeit: 2 });
  });

  it('asks for a whole number from 0 to 999 in a score box', () => {
    for (const text of ['-1', '1.5', '1000', 'two'])
      expect(issuesOf('LEAGUE', { homeScore: text, awayScore: '1' })).toEqual([['homeScore', 'Enter a whole number from 0 to 999.']]);
  });

  it('applies the contract’s messages for missing scores', () => {
    expect(issuesOf('LEAGUE', {})).toEqual([['homeScore', 'Enter both scores or a forfeit.']]);
    expect(issuesOf('LEAGUE', { homeScore: '3' })).toEqual([
      ['homeScore', 'Enter both scores or a forfeit.'],
      ['awayScore', 'Enter both scores.'],
    ]);
  });

  it('asks which side forfeited', () => {
    expect(issuesOf('LEAGUE', { outcome: 'forfeit' })).toEqual([['forfeit', 'Choose the side that forfeited.']]);
  });

  it('refuses a draw in a knockout match only', () => {
    expect(issuesOf('KNOCKOUT', { homeScore: '1', awayScore: '1' })).toEqual([['awayScore', KNOCKOUT_DRAW_MESSAGE]]);
    expect(issuesOf('GROUP', { homeScore: '1', awayScore: '1' })).toEqual([]);
  });
});
