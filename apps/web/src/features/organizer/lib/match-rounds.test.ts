import type { Match } from '@clutch/contract/competition';
import { describe, expect, it } from 'vitest';
import { activateLocale, getI18nState } from '@/lib/i18n/i18n-store.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { english } from '@/test/english.ts';
import { groupByRound, isPlayable, matchLabel, scoreText } from './match-rounds.ts';

const m = (n: number, o: Partial<Match>) => makeMatch(n, [{ team: 'A' }, { team: 'B' }], o);

describe('groupByRound', () => {
  it('orders league, groups, then knockout brackets with the grand final last', () => {
    const rounds = groupByRound([
      m(1, { stage: 'KNOCKOUT', bracket: 'GRAND_FINAL', round: 1 }),
      m(2, { stage: 'KNOCKOUT', bracket: 'LOSERS', round: 1 }),
      m(3, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 2 }),
      m(4, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1 }),
      m(5, { stage: 'GROUP', group: 'B', round: 1 }),
      m(6, { stage: 'GROUP', group: 'A', round: 1 }),
      m(7, { stage: 'GROUP', group: 'A', round: 1, number: 1 }),
    ], english);
    expect(rounds.map((r) => r.label)).toEqual([
      'Group A · Round 1',
      'Group B · Round 1',
      'Winners bracket · Semifinals',
      'Winners final',
      'Losers bracket · Round 1',
      'Grand final',
    ]);
    expect(rounds[0]!.matches.map((x) => x.number)).toEqual([1, 6]);
  });

  it('names single-elimination rounds by their distance from the final', () => {
    const rounds = groupByRound([
      m(1, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 3 }),
      m(2, { stage: 'KNOCKOUT', bracket: 'THIRD_PLACE', round: 1 }),
      m(3, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 2 }),
      m(4, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1 }),
    ], english);
    expect(rounds.map((r) => r.label)).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Third-place match']);
  });

  it('labels a match with its round and number', () => {
    expect(matchLabel({ stage: 'LEAGUE', bracket: null, group: null, round: 3, number: 2 }, english)).toBe('League · Round 3 · Match 2');
    expect(matchLabel({ stage: 'KNOCKOUT', bracket: null, group: null, round: 2, number: 1 }, english)).toBe('Knockout · Round 2 · Match 1');
    expect(matchLabel({ stage: 'KNOCKOUT', bracket: 'GRAND_FINAL', group: null, round: 1, number: 1 }, english)).toBe('Grand final · Match 1');
    expect(matchLabel({ stage: 'KNOCKOUT', bracket: 'GRAND_FINAL', group: null, round: 2, number: 1 }, english)).toBe('Grand final reset · Match 1');
  });
});

describe('match helpers', () => {
  it('needs both sides for a result, and never a bye', () => {
    expect(isPlayable(m(1, {}))).toBe(true);
    expect(isPlayable(makeMatch(2, [{ team: 'A' }, { team: null }]))).toBe(false);
    expect(isPlayable(m(3, { bye: true }))).toBe(false);
  });

  it('writes scores and forfeits', () => {
    expect(scoreText({ homeScore: 2, awayScore: 1, forfeit: null }, english)).toBe('2 - 1');
    expect(scoreText({ homeScore: null, awayScore: null, forfeit: 2 }, english)).toBe('Away forfeit');
    expect(scoreText(null, english)).toBe('—');
  });
});

describe('in Portuguese', () => {
  it('names rounds, matches and forfeits in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const pt = translator(getI18nState());
    const rounds = groupByRound(
      [
        m(1, { stage: 'GROUP', group: 'A', round: 1 }),
        m(2, { stage: 'KNOCKOUT', bracket: 'LOSERS', round: 1 }),
        m(3, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1 }),
        m(4, { stage: 'KNOCKOUT', bracket: 'GRAND_FINAL', round: 2 }),
      ],
      pt,
    );
    expect(rounds.map((r) => r.label)).toEqual(['Grupo A · Rodada 1', 'Final da chave superior', 'Chave inferior · Rodada 1', 'Reset da grande final']);
    expect(matchLabel({ stage: 'KNOCKOUT', bracket: null, group: null, round: 2, number: 1 }, pt)).toBe('Mata-mata · Rodada 2 · Partida 1');
    expect(scoreText({ homeScore: null, awayScore: null, forfeit: 2 }, pt)).toBe('W.O. do visitante');
  });
});
