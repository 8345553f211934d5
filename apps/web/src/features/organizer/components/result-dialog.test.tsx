import type { Match, ResultPreview } from '@clutch/contract/competition';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { ResultDialog } from './result-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const tournamentId = fixtureId(200);
const knockout = makeMatch(1, [{ team: 'Night Owls' }, { team: 'Blue Jays' }], { stage: 'KNOCKOUT', bracket: 'WINNERS' });
const resultKey = (m: Match) => `POST /matches/${m.id}/result`;

async function openDialog(match: Match, routes: Record<string, Reply> = {}) {
  const api = stubApi({ [resultKey(match)]: { body: match }, ...routes });
  const onClose = vi.fn();
  const view = renderRoute('/', {
    routes: [{ path: '/', element: <ResultDialog match={match} matches={[match]} tournamentId={tournamentId} onClose={onClose} /> }],
  });
  return { ...view, api, onClose, dialog: await screen.findByRole('dialog') };
}

describe('ResultDialog: the rules of a captain’s report', () => {
  it('refuses a knockout draw with the captain form’s message, and sends nothing', async () => {
    const { user, dialog, api } = await openDialog(knockout);
    await user.type(within(dialog).getByLabelText('Night Owls'), '2');
    await user.type(within(dialog).getByLabelText('Blue Jays'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText('A knockout match needs a winner: the scores cannot be level.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Blue Jays')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(resultKey(knockout))).toHaveLength(0);
  });

  it('takes a draw in a league match', async () => {
    const league = makeMatch(2, [{ team: 'Night Owls' }, { team: 'Blue Jays' }]);
    const { user, dialog, api, onClose } = await openDialog(league);
    await user.type(within(dialog).getByLabelText('Night Owls'), '1');
    await user.type(within(dialog).getByLabelText('Blue Jays'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.requestsTo(resultKey(league))[0]!.body).toEqual({ homeScore: 1, awayScore: 1, correction: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a whole number from 0 to 999', async () => {
    const { user, dialog, api } = await openDialog(knockout);
    await user.type(within(dialog).getByLabelText('Night Owls'), '1000');
    await user.type(within(dialog).getByLabelText('Blue Jays'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 999.')).toBeInTheDocument();
    expect(api.requestsTo(resultKey(knockout))).toHaveLength(0);
  });

  it('asks which side forfeited before sending a forfeit', async () => {
    const { user, dialog, api } = await openDialog(knockout);
    await user.click(within(dialog).getByLabelText('Forfeit or no-show'));
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText('Choose the side that forfeited.')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Who forfeited or did not show?' })).toHaveAccessibleDescription('Choose the side that forfeited.');
    await user.click(within(dialog).getByLabelText('Night Owls'));
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.requestsTo(resultKey(knockout))[0]!.body).toEqual({ forfeit: 1, correction: false });
  });

  it('keeps the dialog with the server’s reason when it refuses', async () => {
    const { user, dialog, onClose } = await openDialog(knockout, { [resultKey(knockout)]: apiError(409, 'Results can be entered only while the tournament is in progress.', 'TOURNAMENT_NOT_IN_PROGRESS') });
    await user.type(within(dialog).getByLabelText('Night Owls'), '2');
    await user.type(within(dialog).getByLabelText('Blue Jays'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText('Results can be entered only while the tournament is in progress.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ResultDialog: a correction', () => {
  const finished = makeMatch(3, [{ team: 'Night Owls', score: 2, result: 'WIN' }, { team: 'Blue Jays', score: 1, result: 'LOSS' }], {
    stage: 'KNOCKOUT',
    bracket: 'WINNERS',
    status: 'FINISHED',
  });
  const preview: ResultPreview = { match: finished, affected: [] };

  it('starts from the stored result and previews again after any edit', async () => {
    const { user, dialog, api } = await openDialog(finished, { [`POST /matches/${finished.id}/result/preview`]: { body: preview } });
    expect(within(dialog).getByLabelText('Night Owls')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Blue Jays')).toHaveValue(1);
    await user.clear(within(dialog).getByLabelText('Blue Jays'));
    await user.type(within(dialog).getByLabelText('Blue Jays'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    expect(await within(dialog).findByRole('heading', { name: 'No later match changes' })).toBeInTheDocument();
    expect(api.requestsTo(`POST /matches/${finished.id}/result/preview`)[0]!.body).toEqual({ homeScore: 2, awayScore: 3, correction: true });

    await user.type(within(dialog).getByLabelText('Night Owls'), '0');
    expect(within(dialog).queryByRole('heading', { name: 'No later match changes' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Preview changes' })).toBeInTheDocument();
    expect(api.requestsTo(resultKey(finished))).toHaveLength(0);
  });
});
