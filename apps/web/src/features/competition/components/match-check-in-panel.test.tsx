import type { Match } from '@clutch/contract/competition';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeMatch } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { MatchCheckInPanel } from './match-check-in-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const MINUTE = 60_000;
const falcons = fixtureId(10004);
const checkInKey = `POST /matches/${fixtureId(701)}/check-in`;
const undoKey = `DELETE /matches/${fixtureId(701)}/check-in`;

/** Falcons (slot 1) at home to Wolves, its window opened a minute ago for ten minutes (by the real clock). */
function openMatch(overrides: Partial<Match> = {}, checkedIn: [boolean, boolean] = [false, false]) {
  const now = Date.now();
  const match = makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], {
    checkInOpensAt: new Date(now - MINUTE).toISOString(),
    checkInClosesAt: new Date(now + 9 * MINUTE).toISOString(),
    ...overrides,
  });
  match.results.forEach((r, i) => (r.checkedInAt = checkedIn[i] ? new Date(now - 30_000).toISOString() : null));
  return match;
}

function show(match: Match, captainTeamId: string | null, routes: Record<string, Reply> = {}) {
  const api = stubApi(routes);
  const view = renderRoute('/', { routes: [{ path: '/', element: <MatchCheckInPanel match={match} captainTeamId={captainTeamId} timeZone="UTC" /> }] });
  return { api, ...view };
}

const sideStates = (name = 'Check-in by side') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('match check-in', () => {
  it('shows nothing for a match without check-in', () => {
    show(openMatch({ checkInOpensAt: null, checkInClosesAt: null }), falcons);
    expect(screen.queryByTestId('match-check-in')).not.toBeInTheDocument();
  });

  it('gives the captain a Check in button and the time left; sends the check-in', async () => {
    const { api, user } = show(openMatch(), falcons, { [checkInKey]: { body: openMatch({}, [true, false]) } });
    expect(sideStates()).toEqual(['FalconsNot checked in', 'WolvesNot checked in']);
    expect(screen.getByRole('timer', { name: 'Time left to check in' }).textContent).toMatch(/^(9:00|8:5\d)$/);
    expect(screen.getByText('Check in before the time runs out, or your team forfeits the match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check in for the match' }));
    expect(await screen.findByText('Checked in for the match')).toBeInTheDocument();
    expect(api.requestsTo(checkInKey)).toHaveLength(1);
  });

  it('lets a captain already in undo it, and shows each side’s state to everyone else without a button', async () => {
    const match = openMatch({}, [true, false]);
    const { api, user } = show(match, falcons, { [undoKey]: { body: openMatch() } });
    expect(sideStates()).toEqual(['FalconsChecked in', 'WolvesNot checked in']);
    await user.click(screen.getByRole('button', { name: 'Undo check-in' }));
    expect(await screen.findByText('Check-in undone')).toBeInTheDocument();
    expect(api.requestsTo(undoKey)).toHaveLength(1);
  });

  it('offers no button to a player of no side', () => {
    show(openMatch({}, [true, false]), null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('A side that has not checked in when the time runs out forfeits the match.')).toBeInTheDocument();
  });

  it('says when the window opens, that it closed, and that the organizer decides when nobody came', () => {
    const later = new Date(Date.now() + 60 * MINUTE);
    const { unmount } = show(openMatch({ checkInOpensAt: later.toISOString(), checkInClosesAt: new Date(later.getTime() + 10 * MINUTE).toISOString() }), falcons);
    expect(screen.getByText(/^Check-in opens at /)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const past = { checkInOpensAt: new Date(Date.now() - 20 * MINUTE).toISOString(), checkInClosesAt: new Date(Date.now() - 10 * MINUTE).toISOString() };
    const closed = show(openMatch(past), falcons);
    expect(screen.getByText('Check-in is closed.')).toBeInTheDocument();
    closed.unmount();
    show(openMatch({ ...past, checkInMissed: true }), falcons);
    expect(screen.getByText('Neither side checked in: the organizer decides this match.')).toBeInTheDocument();
  });

  it('tells the captain why the server refused', async () => {
    const { user } = show(openMatch(), falcons, { [checkInKey]: apiError(409, 'Check-in for this match closed at 2026-02-15T18:10:00.000Z.', 'MATCH_CHECK_IN_CLOSED') });
    await user.click(screen.getByRole('button', { name: 'Check in for the match' }));
    expect(await screen.findByText('Could not change the check-in')).toBeInTheDocument();
    expect(screen.getByText('Check-in for this match closed at 2026-02-15T18:10:00.000Z.')).toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await activateLocale('pt-BR');
    show(openMatch({}, [false, true]), falcons);
    expect(sideStates('Check-in por equipe')).toEqual(['FalconsSem check-in', 'WolvesCheck-in feito']);
    expect(screen.getByRole('button', { name: 'Fazer check-in na partida' })).toBeInTheDocument();
    expect(screen.getByText('Faça o check-in antes que o tempo acabe, ou sua equipe perde a partida por W.O.')).toBeInTheDocument();
    await activateLocale('en');
  });
});
