import type { TournamentStatus } from '@clutch/contract/tournaments';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { TournamentHeader } from './tournament-header.tsx';

function showToVisitor(status: TournamentStatus) {
  const t = makeTournament({ status });
  renderRoute('/', { routes: [{ path: '/', element: <TournamentHeader tournament={t} signedIn={false} /> }] });
}

describe('TournamentHeader for a visitor', () => {
  it('offers the login link while the tournament takes registrations', () => {
    showToVisitor('OPEN_FOR_REGISTRATION');
    expect(screen.getByRole('link', { name: 'Login to Join Tournament' })).toBeInTheDocument();
    expect(screen.queryByText(/Registration is closed/)).not.toBeInTheDocument();
  });

  it.each<[TournamentStatus, string]>([
    ['IN_PROGRESS', 'Registration is closed: the tournament is in progress.'],
    ['FINISHED', 'This tournament has finished.'],
    ['CANCELLED', 'This tournament was cancelled.'],
  ])('keeps the spec\'s login link once it is %s, and says where it stands', (status, text) => {
    showToVisitor(status);
    expect(screen.getByRole('link', { name: 'Login to Join Tournament' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('TournamentHeader for its organizer', () => {
  it('offers the embed code and overlay links to the organizer only', () => {
    const t = makeTournament({ status: 'IN_PROGRESS' });
    const { unmount } = renderRoute('/', { routes: [{ path: '/', element: <TournamentHeader tournament={t} signedIn organizer /> }] });
    expect(screen.getByRole('button', { name: 'Embed and overlays' })).toBeInTheDocument();
    unmount();
    renderRoute('/', { routes: [{ path: '/', element: <TournamentHeader tournament={t} signedIn /> }] });
    expect(screen.queryByRole('button', { name: 'Embed and overlays' })).not.toBeInTheDocument();
  });
});
