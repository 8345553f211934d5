import type { Match } from '@clutch/contract/competition';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '@/lib/i18n/translate.ts';
import { fixtureId, makeMatch } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { groupByRound } from '../lib/match-rounds.ts';
import type { ScheduleTarget } from '../lib/schedule-form.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const tournamentId = fixtureId(200);
const match: Match = makeMatch(1, [{ team: 'Night Owls' }, { team: 'Blue Jays' }], { region: 'EU West', starteDate: '2026-07-01T19:00:00.000Z' });
const matchKey = `PATCH /matches/${match.id}`;

async function openDialog(target: ScheduleTarget, routes: Record<string, Reply> = {}) {
  const api = stubApi({ [matchKey]: { body: match }, [`PATCH /tournaments/${tournamentId}/schedule`]: { body: [match] }, ...routes });
  const onClose = vi.fn();
  const view = renderRoute('/', {
    routes: [{ path: '/', element: <ScheduleDialog target={target} tournamentId={tournamentId} timeZone="Europe/Lisbon" onClose={onClose} /> }],
  });
  return { ...view, api, onClose, dialog: await screen.findByRole('dialog') };
}

describe('ScheduleDialog', () => {
  it('starts from the match as it stands and sends its schedule', async () => {
    const { user, api, dialog, onClose } = await openDialog({ kind: 'match', match });
    expect(within(dialog).getByLabelText('Start time (Europe/Lisbon)')).toHaveValue('2026-07-01T20:00');
    await user.clear(within(dialog).getByLabelText('Server region (optional)'));
    await user.type(within(dialog).getByLabelText('Server region (optional)'), ' NA East ');
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Lobby opens 15 minutes before.');
    await user.selectOptions(within(dialog).getByLabelText('Best of'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(api.requestsTo(matchKey)[0]!.body).toEqual({
      starteDate: '2026-07-01T19:00:00.000Z',
      bestOf: 3,
      region: 'NA East',
      details: 'Lobby opens 15 minutes before.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a region and details over the contract’s limits and sends nothing', async () => {
    const { user, api, dialog } = await openDialog({ kind: 'match', match });
    const region = within(dialog).getByLabelText('Server region (optional)');
    await user.clear(region);
    await user.type(region, 'x'.repeat(33));
    await user.click(within(dialog).getByLabelText('Details (optional)'));
    await user.paste('y'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText('At most 32 characters.')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveAccessibleDescription('Now EU West. At most 32 characters.');
    expect(within(dialog).getByText('At most 500 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Details (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Details (optional)')).toHaveAccessibleDescription('At most 500 characters.');
    expect(api.requestsTo(matchKey)).toHaveLength(0);
  });

  it('schedules a whole round without a start, with only start and best-of', async () => {
    const unscheduled = { ...match, starteDate: null };
    const [round] = groupByRound([unscheduled], translator({ locale: 'en', catalogue: {} }));
    const { user, api, dialog } = await openDialog({ kind: 'round', round: round! });
    expect(within(dialog).queryByLabelText('Server region (optional)')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start time (Europe/Lisbon)')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(api.requestsTo(`PATCH /tournaments/${tournamentId}/schedule`)[0]!.body).toEqual({
      stage: 'LEAGUE',
      bracket: null,
      group: null,
      round: 1,
      starteDate: null,
      bestOf: 1,
    });
  });

  it('keeps the dialog with the server’s reason when it refuses', async () => {
    const { user, dialog, onClose } = await openDialog({ kind: 'match', match }, { [matchKey]: apiError(403, "Only the tournament's organizer can do that.", 'NOT_ORGANIZER') });
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText("Only the tournament's organizer can do that.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
