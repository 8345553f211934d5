import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { english } from '@/test/english.ts';
import { chooseEmbedView, chooseOverlayShow, currentLobbyGame, currentMatch, embedViews, isLobbyGameLive, matchPlace } from './embed.ts';
import { embedSnippet } from './embed-snippet.ts';

describe('embedViews and chooseEmbedView', () => {
  it('give a knockout its bracket, a league its table, and anything else both, the table first', () => {
    expect(embedViews('KNOCKOUT')).toEqual(['bracket']);
    expect(embedViews('LEAGUE_TABLE')).toEqual(['standings']);
    expect(embedViews('league_and_knockout')).toEqual(['standings', 'bracket']);
    // A Swiss's bracket is its rounds and top cut; a free-for-all has its leaderboard and lobbies.
    expect(embedViews('SWISS')).toEqual(['standings', 'bracket']);
    expect(embedViews('FREE_FOR_ALL')).toEqual(['standings', 'lobbies']);
    // A format this client does not know yet still shows what the ranking endpoint ranks.
    expect(embedViews('SOMETHING_NEW')).toEqual(['standings', 'bracket']);
  });

  it('honour ?view= only when the format has that view', () => {
    expect(chooseEmbedView('league_and_knockout', 'bracket')).toBe('bracket');
    expect(chooseEmbedView('league_and_knockout', null)).toBe('standings');
    expect(chooseEmbedView('KNOCKOUT', 'standings')).toBe('bracket');
    expect(chooseEmbedView('LEAGUE_TABLE', 'bracket')).toBe('standings');
    expect(chooseEmbedView('LEAGUE_TABLE', 'nonsense')).toBe('standings');
    // A free-for-all reads an overlay's `bracket` as its lobbies; nobody else has lobbies.
    expect(chooseEmbedView('FREE_FOR_ALL', 'bracket')).toBe('lobbies');
    expect(chooseEmbedView('FREE_FOR_ALL', 'lobbies')).toBe('lobbies');
    expect(chooseEmbedView('FREE_FOR_ALL', null)).toBe('standings');
    expect(chooseEmbedView('SWISS', 'lobbies')).toBe('standings');
  });

  it('read ?show= of an overlay, the match by default', () => {
    expect(chooseOverlayShow('standings')).toBe('standings');
    expect(chooseOverlayShow('bracket')).toBe('bracket');
    expect(chooseOverlayShow(null)).toBe('match');
    expect(chooseOverlayShow('everything')).toBe('match');
  });
});

describe('currentMatch', () => {
  const now = new Date('2026-02-15T19:00:00.000Z');
  const a = makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], { starteDate: '2026-02-15T20:00:00.000Z' });
  const b = makeMatch(2, [{ team: 'Titans' }, { team: 'Bears' }], { starteDate: '2026-02-15T21:00:00.000Z' });

  it('takes a match in progress before any scheduled one', () => {
    const playing = { ...b, status: 'IN_PROGRESS' as const };
    expect(currentMatch([a, playing], now)?.id).toBe(b.id);
  });

  it('counts a scheduled match past its start as being played while the tournament runs', () => {
    const started = { ...b, starteDate: '2026-02-15T18:30:00.000Z' };
    expect(currentMatch([a, started], now)?.id).toBe(b.id);
    // Not running: nothing is live, the soonest scheduled match is next.
    expect(currentMatch([a, started], null)?.id).toBe(b.id);
  });

  it('else names the next match to play: soonest first, never a bye, a finished match or one whose teams are unknown', () => {
    const tbd = makeMatch(3, [{ team: 'Falcons' }, { team: null }], { starteDate: '2026-02-15T19:30:00.000Z' });
    const bye = makeMatch(4, [{ team: 'Titans' }, { team: null }], { bye: true, starteDate: '2026-02-15T19:10:00.000Z' });
    const done = makeMatch(5, [{ team: 'Falcons', score: 1 }, { team: 'Wolves', score: 0 }], { status: 'FINISHED', starteDate: '2026-02-15T17:00:00.000Z' });
    expect(currentMatch([b, tbd, bye, done, a], now)?.id).toBe(a.id);
    expect(currentMatch([tbd, bye, done], now)).toBeNull();
  });
});

describe('matchPlace', () => {
  it('names a league round, a group round and a knockout round as the Matches tab does', () => {
    const league = makeMatch(1, [{ team: 'A' }, { team: 'B' }], { round: 3 });
    const group = makeMatch(2, [{ team: 'A' }, { team: 'B' }], { stage: 'GROUP', group: 'B', round: 2 });
    const final = makeMatch(3, [{ team: 'A' }, { team: 'B' }], { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1 });
    expect(matchPlace(league, [league], english)).toBe('Round 3');
    expect(matchPlace(group, [group], english)).toBe('Group B · Round 2');
    expect(matchPlace(final, [final], english)).toBe('Final');
  });
});

describe('embedSnippet', () => {
  it('frames the embed page with its view and theme, titled with the name, the name escaped', () => {
    const snippet = embedSnippet('https://clutch.example', { id: 'abc', name: 'Cup "A" <&>' }, { view: 'bracket', theme: 'light' });
    expect(snippet).toBe(
      '<iframe src="https://clutch.example/embed/tournaments/abc?view=bracket&amp;theme=light" title="Cup &quot;A&quot; &lt;&amp;&gt;" width="100%" height="600" style="border:0" loading="lazy"></iframe>',
    );
  });
});

describe('currentLobbyGame', () => {
  const now = new Date('2026-02-16T19:00:00.000Z');
  const entrants = [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }];
  const past = makeMatch(1, entrants, { stage: 'LOBBY', group: 'A', round: 1, starteDate: '2026-02-16T18:00:00.000Z' });
  const soon = makeMatch(2, entrants, { stage: 'LOBBY', group: 'B', round: 1, starteDate: '2026-02-16T20:00:00.000Z' });
  const bracketMatch = makeMatch(3, [{ team: 'Owls' }, { team: 'Wolves' }], { stage: 'KNOCKOUT', status: 'IN_PROGRESS' });

  it('is the game past its start while the tournament runs, else the next one; never a match of another stage', () => {
    expect(isLobbyGameLive(past, now)).toBe(true);
    expect(currentLobbyGame([soon, past, bracketMatch], now)).toBe(past);
    // Not running: nothing is live, the next game is the earliest.
    expect(isLobbyGameLive(past, null)).toBe(false);
    expect(currentLobbyGame([soon, past], null)).toBe(past);
    expect(currentLobbyGame([soon, { ...past, status: 'FINISHED' }], now)).toBe(soon);
  });

  it('waits for a lobby whose entrants are not all known', () => {
    const open = { ...soon, results: soon.results.map((r, i) => (i === 0 ? { ...r, teamRegistrationId: null } : r)) };
    expect(currentLobbyGame([open], now)).toBeNull();
  });
});
