import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { EmbedDialog } from './embed-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

function open(overrides: Parameters<typeof makeTournament>[0] = {}) {
  const tournament = makeTournament({ status: 'IN_PROGRESS', ...overrides });
  const view = renderRoute('/', { routes: [{ path: '/', element: <EmbedDialog tournament={tournament} /> }] });
  return { tournament, ...view };
}

const origin = window.location.origin;

describe('EmbedDialog', () => {
  it('gives the iframe code for the chosen view and theme, and copies it', async () => {
    const { tournament, user } = open();
    // user-event installs its own clipboard at setup; ours goes on after it.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Embed and overlays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed and stream overlays' });
    const code = within(dialog).getByLabelText('Embed code');
    expect(code).toHaveValue(
      `<iframe src="${origin}/embed/tournaments/${tournament.id}?view=standings&amp;theme=dark" title="${tournament.name}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Bracket' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Light' }));
    expect((code as HTMLTextAreaElement).value).toContain(`?view=bracket&amp;theme=light`);

    await user.click(within(dialog).getByRole('button', { name: 'Copy Embed code' }));
    expect(writeText).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
    expect(await screen.findByText('Embed code copied')).toBeInTheDocument();
  });

  it('lists the overlay links the format has, each with its copy button', async () => {
    const { tournament, user } = open({ tournamentFormat: 'KNOCKOUT' });
    await user.click(screen.getByRole('button', { name: 'Embed and overlays' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Current match overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=match`);
    expect(within(dialog).getByLabelText('Bracket overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=bracket`);
    expect(within(dialog).queryByLabelText('Standings overlay')).not.toBeInTheDocument();
    // A knockout has one view: nothing to choose.
    expect(within(dialog).queryByRole('radio', { name: 'Standings' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Bracket overlay' })).toBeInTheDocument();
  });

  it('offers a Swiss its standings and rounds, with a rounds overlay', async () => {
    const { tournament, user } = open({ tournamentFormat: 'SWISS' });
    await user.click(screen.getByRole('button', { name: 'Embed and overlays' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Standings', 'Rounds', 'Dark', 'Light']);
    await user.click(within(dialog).getByRole('radio', { name: 'Rounds' }));
    expect((within(dialog).getByLabelText('Embed code') as HTMLTextAreaElement).value).toContain('?view=bracket&amp;theme=dark');
    expect(within(dialog).getByLabelText('Current match overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=match`);
    expect(within(dialog).getByLabelText('Standings overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=standings`);
    expect(within(dialog).getByLabelText('Rounds overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=bracket`);
    expect(within(dialog).queryByLabelText('Bracket overlay')).not.toBeInTheDocument();
  });

  it('offers a free-for-all its leaderboard and lobbies, and a game overlay instead of a match one', async () => {
    const { tournament, user } = open({ tournamentFormat: 'FREE_FOR_ALL' });
    await user.click(screen.getByRole('button', { name: 'Embed and overlays' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('Embed code') as HTMLTextAreaElement;
    expect(code.value).toContain('?view=standings&amp;theme=dark');
    expect(within(dialog).queryByRole('radio', { name: 'Bracket' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Lobbies' }));
    expect(code.value).toContain('?view=lobbies&amp;theme=dark');
    expect(within(dialog).getByRole('radio', { name: 'Leaderboard' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Current game overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=match`);
    expect(within(dialog).getByLabelText('Leaderboard overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=standings`);
    expect(within(dialog).getByLabelText('Lobbies overlay')).toHaveValue(`${origin}/overlay/tournaments/${tournament.id}?show=bracket`);
    expect(within(dialog).queryByLabelText('Current match overlay')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/The game overlay follows the lobby game being played/)).toBeInTheDocument();
  });

  it('warns that a draft’s pages are not found until it is published', async () => {
    const { user } = open({ status: 'DRAFT' });
    await user.click(screen.getByRole('button', { name: 'Embed and overlays' }));
    expect(await screen.findByText(/This tournament is a draft/)).toBeInTheDocument();
  });
});
