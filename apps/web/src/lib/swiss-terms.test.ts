import { describe, expect, it } from 'vitest';
import { moved, toggled } from './swiss-terms.ts';

describe('ordering Swiss tiebreakers', () => {
  const list = ['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED'];

  it('moves a tiebreaker one place up or down, and not past either end', () => {
    expect(moved(list, 'BUCHHOLZ', -1)).toEqual(['BUCHHOLZ', 'MEDIAN_BUCHHOLZ', 'HEAD_TO_HEAD', 'SEED']);
    expect(moved(list, 'BUCHHOLZ', 1)).toEqual(['MEDIAN_BUCHHOLZ', 'HEAD_TO_HEAD', 'BUCHHOLZ', 'SEED']);
    expect(moved(list, 'MEDIAN_BUCHHOLZ', -1)).toEqual(list);
    expect(moved(list, 'SEED', 1)).toEqual(list);
  });

  it('adds a tiebreaker last and never twice, and removes it', () => {
    expect(toggled(list, 'SONNEBORN_BERGER', true)).toEqual([...list, 'SONNEBORN_BERGER']);
    expect(toggled(list, 'SEED', true)).toEqual(list);
    expect(toggled(list, 'HEAD_TO_HEAD', false)).toEqual(['MEDIAN_BUCHHOLZ', 'BUCHHOLZ', 'SEED']);
  });
});
