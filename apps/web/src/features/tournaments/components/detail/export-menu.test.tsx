import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/test/shell-render.tsx';
import { ExportMenu } from './export-menu.tsx';

const TOURNAMENT = '0b7c1d5e-6f70-4a81-9b92-a3b4c5d6e7f8';

describe('ExportMenu', () => {
  it('offers the Open Bracket Format file and the standings CSV as downloads', async () => {
    const user = userEvent.setup();
    renderWithSession('/x', null, { routes: [{ path: '/x', element: <ExportMenu tournamentId={TOURNAMENT} /> }] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const obf = await screen.findByRole('menuitem', { name: 'Bracket (Open Bracket Format JSON)' });
    expect(obf).toHaveAttribute('href', `/api/v1/tournaments/${TOURNAMENT}/export?format=obf`);
    expect(obf).toHaveAttribute('download');
    const csv = screen.getByRole('menuitem', { name: 'Standings (CSV)' });
    expect(csv).toHaveAttribute('href', `/api/v1/tournaments/${TOURNAMENT}/export?format=csv`);
    expect(csv).toHaveAttribute('download');
  });
});
