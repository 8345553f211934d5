import { describe, expect, it } from 'vitest';
import { renderNotification } from '../src/i18n/notification-texts.ts';
import { reminderSides } from '../src/modules/competition/match-reminders.service.ts';

/** The match-starting reminder names a two-sided match's teams, and a free-for-all game's lobby and entrant count. */
describe('match-starting reminder text', () => {
  const sides = ['Wolves', 'Orcas', 'Hawks', 'Bears'].map((teamName, i) => ({ slot: i + 1, teamName }));
  const render = (match: { stage: string; groupLabel: string | null; round: number }, minutes: number, locale: 'en' | 'pt-BR' = 'en') =>
    renderNotification('match_starting', { tournament: 'Spring Cup', minutes, ...reminderSides(match, sides, minutes) }, locale, null);

  it('names both teams of a two-sided match', () => {
    expect(render({ stage: 'KNOCKOUT', groupLabel: null, round: 1 }, 15).message).toBe('Wolves vs Orcas in Spring Cup starts in 15 minutes.');
    expect(render({ stage: 'LEAGUE', groupLabel: null, round: 1 }, 1).message).toBe('Wolves vs Orcas in Spring Cup is about to start.');
  });

  it('names the lobby, the game and how many entrants play a lobby game, not two of its sides', () => {
    expect(render({ stage: 'LOBBY', groupLabel: 'B', round: 2 }, 15)).toEqual({
      title: 'Game starting soon',
      message: 'Game 2 of lobby B (4 entrants) in Spring Cup starts in 15 minutes.',
    });
    expect(render({ stage: 'LOBBY', groupLabel: 'B', round: 2 }, 0).message).toBe('Game 2 of lobby B (4 entrants) in Spring Cup is about to start.');
    expect(render({ stage: 'LOBBY', groupLabel: 'A', round: 1 }, 15, 'pt-BR').message).toBe(
      'A queda 1 do lobby A (4 participantes) em Spring Cup começa em 15 minutos.',
    );
  });

  it('says the final for a final game', () => {
    expect(render({ stage: 'FINAL', groupLabel: null, round: 3 }, 15).message).toBe('Game 3 of the final (4 entrants) in Spring Cup starts in 15 minutes.');
    expect(render({ stage: 'FINAL', groupLabel: null, round: 1 }, 1, 'pt-BR').message).toBe(
      'A queda 1 da final (4 participantes) em Spring Cup está prestes a começar.',
    );
  });
});
