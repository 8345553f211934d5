import type { Match } from '@clutch/contract/competition';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { PlacementsDialog } from './placements-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const tournamentId = fixtureId(200);
const game = makeMatch(1, [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }], { stage: 'LOBBY', group: 'B', round: 2 });
const reg = (i: number) => game.results[i]!.teamRegistrationId!;
const resultKey = (m: Match) => `POST /matches/${m.id}/result`;

async function openDialog(match: Match, routes: Record<string, Reply> = {}) {
  const api = stubApi({ [resultKey(match)]: { body: match }, ...routes });
  const onClose = vi.fn();
  const view = renderRoute('/', { routes: [{ path: '/', element: <PlacementsDialog match={match} matches={[match]} tournamentId={tournamentId} onClose={onClose} /> }] });
  const dialog = await screen.findByRole('dialog');
  const fill = async (team: string, place: string, kills = '') => {
    await view.user.type(within(dialog).getByLabelText(`Place of ${team}`), place);
    if (kills) await view.user.type(within(dialog).getByLabelText(`Eliminations of ${team}`), kills);
  };
  return { ...view, api, onClose, dialog, fill };
}

describe('PlacementsDialog: the organizer enters a lobby game', () => {
  it('prefills a captain’s pending report, says who reported it, and confirms it as it stands', async () => {
    const placements = [
      { teamRegistrationId: reg(1), place: 1, kills: 5 },
      { teamRegistrationId: reg(2), place: 2, kills: 1 },
      { teamRegistrationId: reg(0), place: 3, kills: 0 },
    ];
    const reported: Match = {
      ...game,
      pendingReport: {
        id: fixtureId(51),
        matchId: game.id,
        status: 'PENDING',
        homeScore: null,
        awayScore: null,
        forfeit: null,
        reportedBySlot: 2,
        reportedBy: { id: fixtureId(601), nickName: 'wolfcap' },
        disputeReason: null,
        placements,
        createdAt: '2026-02-15T19:00:00.000Z',
        autoAcceptAt: null,
      },
    };
    const { user, dialog, api } = await openDialog(reported);
    expect(dialog).toHaveTextContent('Reported by wolfcap. Check the placements, then confirm them or change them first.');
    expect(within(dialog).getByLabelText('Place of Wolves')).toHaveValue(1);
    expect(within(dialog).getByLabelText('Eliminations of Wolves')).toHaveValue(5);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.requestsTo(resultKey(reported))).toHaveLength(1));
    expect(api.requestsTo(resultKey(reported))[0]!.body).toEqual({
      placements: [
        { teamRegistrationId: reg(0), place: 3, kills: 0 },
        { teamRegistrationId: reg(1), place: 1, kills: 5 },
        { teamRegistrationId: reg(2), place: 2, kills: 1 },
      ],
      correction: false,
    });
  });

  it('lists every entrant of the lobby and sends each one’s place and eliminations (none typed = 0)', async () => {
    const { user, dialog, api, onClose, fill } = await openDialog(game);
    expect(dialog).toHaveTextContent('Lobby B · Game 2: give each of the 3 entrants its place (1 to 3) and eliminations.');
    await fill('Owls', '2', '4');
    await fill('Wolves', '1', '7');
    await fill('Hawks', '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.requestsTo(resultKey(game))[0]!.body).toEqual({
      placements: [
        { teamRegistrationId: reg(0), place: 2, kills: 4 },
        { teamRegistrationId: reg(1), place: 1, kills: 7 },
        { teamRegistrationId: reg(2), place: 3, kills: 0 },
      ],
      correction: false,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a place given twice, a place past the lobby size and negative eliminations, on their boxes, and sends nothing', async () => {
    const { user, dialog, api, fill } = await openDialog(game);
    await fill('Owls', '1');
    await fill('Wolves', '1', '-2');
    await fill('Hawks', '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findAllByText('Place 1 is given twice: each place is held by one entrant.')).toHaveLength(2);
    expect(within(dialog).getByText('Enter a place from 1 to 3.')).toBeInTheDocument();
    expect(within(dialog).getByText('Eliminations are a whole number, 0 or more.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Place of Hawks')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Place of Hawks')).toHaveAccessibleDescription('Enter a place from 1 to 3.');
    expect(within(dialog).getByLabelText('Eliminations of Wolves')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(resultKey(game))).toHaveLength(0);
    // Fixing one of the two clashing rows clears the clash on both.
    await user.clear(within(dialog).getByLabelText('Place of Wolves'));
    await user.type(within(dialog).getByLabelText('Place of Wolves'), '2');
    await waitFor(() => expect(within(dialog).queryByText('Place 1 is given twice: each place is held by one entrant.')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Place of Owls')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal on the entrant it names', async () => {
    const { user, dialog, fill } = await openDialog(game, {
      [resultKey(game)]: apiError(400, `Entrant ${reg(2)} does not play in this game.`, 'INVALID_PLACEMENTS'),
    });
    await fill('Owls', '1');
    await fill('Wolves', '2');
    await fill('Hawks', '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText(`Entrant ${reg(2)} does not play in this game.`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Place of Hawks')).toHaveAttribute('aria-invalid', 'true');
  });

  it('corrects a finished game after previewing what it changes', async () => {
    const finished: Match = { ...game, status: 'FINISHED', results: game.results.map((r, i) => ({ ...r, place: i + 1, kills: 0, score: 3 - i })) };
    const { user, dialog, api } = await openDialog(finished, {
      [`POST /matches/${finished.id}/result/preview`]: { body: { match: finished, affected: [] } },
    });
    expect(within(dialog).getByLabelText('Place of Owls')).toHaveValue(1);
    await user.clear(within(dialog).getByLabelText('Place of Owls'));
    await user.type(within(dialog).getByLabelText('Place of Owls'), '2');
    await user.clear(within(dialog).getByLabelText('Place of Wolves'));
    await user.type(within(dialog).getByLabelText('Place of Wolves'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    expect(await within(dialog).findByText('No later match changes')).toBeInTheDocument();
    expect(api.requestsTo(resultKey(finished))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply correction' }));
    expect(await screen.findByText('Result corrected')).toBeInTheDocument();
    expect(api.requestsTo(resultKey(finished))[0]!.body).toMatchObject({ correction: true, placements: [{ place: 2 }, { place: 1 }, { place: 3 }] });
  });
});
