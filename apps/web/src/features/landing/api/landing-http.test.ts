import { authEndpoints } from '@clutch/contract/auth';
import { gameEndpoints } from '@clutch/contract/games';
import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { userEndpoints } from '@clutch/contract/users';
import { describe, expect, it } from 'vitest';
import { landingPaths } from './landing-http.ts';

// The landing writes its paths out to stay within its budget (ADR 012); they must still be the contract's.
describe('the landing’s calls', () => {
  it('are the contract’s endpoints, with the methods the landing sends', () => {
    const declared = { games: gameEndpoints.all, tournaments: tournamentEndpoints.list, session: authEndpoints.me, locale: userEndpoints.updateLocale };
    expect(landingPaths).toEqual({
      games: declared.games.path,
      tournaments: declared.tournaments.path,
      session: declared.session.path,
      locale: declared.locale.path,
    });
    expect(Object.values(declared).map((endpoint) => endpoint.method)).toEqual(['GET', 'GET', 'GET', 'PUT']);
  });

  it('filter the tournaments with query fields the contract declares', () => {
    expect(Object.keys(tournamentEndpoints.list.query.shape)).toEqual(expect.arrayContaining(['status', 'page', 'pageSize']));
  });
});
