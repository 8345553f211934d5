import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/test/shell-render.tsx';
import { AddToCalendarLink } from './add-to-calendar-link.tsx';

const TOURNAMENT = '0b7c1d5e-6f70-4a81-9b92-a3b4c5d6e7f8';
const MATCH = '1c8d2e6f-7081-4b92-8ca3-b4c5d6e7f809';

describe('AddToCalendarLink', () => {
  it('downloads the tournament’s .ics file', () => {
    renderWithSession('/x', null, { routes: [{ path: '/x', element: <AddToCalendarLink tournamentId={TOURNAMENT} /> }] });
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', `/api/v1/tournaments/${TOURNAMENT}/calendar.ics`);
    expect(link).toHaveAttribute('download');
  });

  it('downloads a match’s .ics file', () => {
    renderWithSession('/x', null, { routes: [{ path: '/x', element: <AddToCalendarLink matchId={MATCH} size="sm" /> }] });
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/v1/matches/${MATCH}/calendar.ics`);
  });
});
