import { describe, expect, it } from 'vitest';
import { translator } from './i18n/translate.ts';
import { matchSideName } from './match-side.ts';

const t = translator({ locale: 'en', catalogue: {} });

describe('matchSideName', () => {
  it('names a registered team, even in a bye', () => {
    expect(matchSideName(t, { registered: true, name: 'Falcons', bye: true })).toBe('Falcons');
  });

  it("reads 'BYE' for the empty side of a bye and 'TBD' for a side still to be decided", () => {
    expect(matchSideName(t, { registered: false, name: null, bye: true })).toBe('BYE');
    expect(matchSideName(t, { registered: false, name: undefined, bye: false })).toBe('TBD');
    expect(matchSideName(t, { registered: false, name: 'Winner of match 3', bye: false })).toBe('Winner of match 3');
  });
});
