import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, getI18nState } from '@/lib/i18n/i18n-store.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { searchGroups } from './search-options.ts';

const english = translator({ locale: 'en', catalogue: {} });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('searchGroups', () => {
  it('links each kind of result to its page; a team to the tournament it plays in, or to the teams page', () => {
    const groups = searchGroups({
      tournaments: [{ id: id(1), name: 'Cup', status: 'IN_PROGRESS', gameName: 'Valorant', photoUrl: null }],
      teams: [
        { id: id(2), name: 'In a cup', photoUrl: null, tournamentId: id(1) },
        { id: id(3), name: 'Free agents', photoUrl: null, tournamentId: null },
      ],
      games: [{ id: id(4), slug: 'valorant', name: 'Valorant', background_image: '/cover.svg' }],
      players: [{ id: id(5), nickname: 'ace', photoUrl: '/ace.png' }],
    }, english);
    expect(groups.map((g) => [g.name, g.options.map((o) => o.href)])).toEqual([
      ['Tournaments', [`/app/tournaments/${id(1)}`]],
      ['Teams', [`/app/tournaments/${id(1)}`, '/app/teams']],
      ['Games', [`/app/games/${id(4)}`]],
      ['Players', [`/app/u/${id(5)}`]],
    ]);
    expect(groups[0]!.options[0]!.detail).toBe('Valorant · in progress');
  });

  it('keeps five per group and leaves empty groups out', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ id: id(i + 10), nickname: `p${i}`, photoUrl: null }));
    const groups = searchGroups({ tournaments: [], teams: [], games: [], players }, english);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.options.map((o) => o.label)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});

describe('searchGroups in Portuguese', () => {
  afterEach(() => activateLocale('en'));

  it('names the groups, the kinds and the statuses in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const groups = searchGroups(
      {
        tournaments: [{ id: id(1), name: 'Cup', status: 'IN_PROGRESS', gameName: 'Valorant', photoUrl: null }],
        teams: [{ id: id(2), name: 'Owls', photoUrl: null, tournamentId: null }],
        games: [],
        players: [{ id: id(5), nickname: 'ace', photoUrl: null }],
      },
      translator(getI18nState()),
    );
    expect(groups.map((g) => [g.kind, g.name, g.options[0]!.detail])).toEqual([
      ['tournaments', 'Torneios', 'Valorant · em andamento'],
      ['teams', 'Equipes', 'Equipe'],
      ['players', 'Jogadores', 'Jogador'],
    ]);
  });
});
