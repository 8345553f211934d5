import type { SwissRound } from '@clutch/contract/competition';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, getI18nState } from '@/lib/i18n/i18n-store.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { explainPair, explainRound } from './swiss-explanation.ts';

const team = (n: number, teamName: string) => ({ teamRegistrationId: fixtureId(1100 + n), teamName });
const t = () => translator(getI18nState());

const round: SwissRound = {
  round: 3,
  scoreGroups: [{ points: 1.5, size: 1 }, { points: 1, size: 3 }],
  bye: null,
  byeReason: null,
  rematchesAvoided: 2,
  rematchesForced: 2,
  floaters: 2,
  inputDigest: 'c'.repeat(64),
  pairs: [],
};
const pair: SwissRound['pairs'][number] = {
  matchId: null,
  home: { ...team(1, 'Falcons'), points: 1.5 },
  away: { ...team(2, 'Wolves'), points: 1 },
  rematch: true,
  floater: false,
  idealOpponent: team(3, 'Titans'),
  idealSkippedBecause: 'ALREADY_MET',
};

afterEach(() => activateLocale('en'));

describe('Swiss explanations', () => {
  it('words a round with forced rematches and mixed score groups, counting in the plural', () => {
    expect(explainRound(round, t())).toEqual([
      'Going into this round: 1 team on 1.5 points, 3 teams on 1 point. Teams meet others on the same points, the top half of a group against its bottom half.',
      '2 rematches were avoided by pairing a team with another opponent than its ideal one.',
      '2 rematches could not be avoided by any pairing of the field.',
      '2 pairs mix two score groups, as the groups could not all be paired within themselves.',
    ]);
  });

  it('says why a pair is not the ideal one, and nothing for an ideal pair', () => {
    expect(explainPair(pair, t())).toEqual([
      'Falcons would have met Titans, but they have already played each other.',
      'Falcons and Wolves have met before: no pairing of the field could avoid it.',
    ]);
    expect(explainPair({ ...pair, rematch: false, idealOpponent: null, idealSkippedBecause: null }, t())).toEqual([]);
  });

  it('speaks Portuguese, with decimal commas', async () => {
    await activateLocale('pt-BR');
    expect(explainRound(round, t())[0]).toBe(
      'Antes desta rodada: 1 equipe com 1,5 pontos, 3 equipes com 1 ponto. As equipes enfrentam outras com os mesmos pontos, a metade de cima de cada grupo contra a metade de baixo.',
    );
    expect(explainPair(pair, t())[0]).toBe('Falcons enfrentaria Titans, mas as duas já se enfrentaram.');
  });
});
