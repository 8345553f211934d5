import { OBF_IMPORT_MAX_BYTES } from '@clutch/contract/open-bracket';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi, type Reply } from '@/test/stub-api.ts';
import { myTournament, organizer } from '../test/organizer-fixtures.ts';
import { ImportObfButton } from './import-obf-button.tsx';

const IMPORT = 'POST /organizer/tournaments/import';
const routes = [{ path: '/app/organizer', element: <ImportObfButton /> }, landingRoute('/app/organizer/:id')];
const obf = { version: 'v1.0', event: { name: 'Jersey Japes', date: '2021-04-20', gameName: 'Counter-Strike 2' }, entrants: [], sets: [] };

function setup(reply: Reply) {
  const api = stubApi({ [IMPORT]: reply });
  renderWithSession('/app/organizer', organizer, { routes });
  return { api, user: userEvent.setup() };
}

const fileOf = (text: string, name = 'bracket.json') => new File([text], name, { type: 'application/json' });

afterEach(() => vi.restoreAllMocks());

describe('ImportObfButton', () => {
  it('sends the chosen file and opens the draft it became', async () => {
    const created = myTournament({ id: fixtureId(301), name: 'Jersey Japes', status: 'DRAFT' });
    const { api, user } = setup({ status: 201, body: created });
    expect(screen.getByRole('button', { name: 'Import from Open Bracket Format' })).toBeEnabled();
    await user.upload(screen.getByTestId('obf-file'), fileOf(JSON.stringify(obf)));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/organizer/:id');
    expect(api.requestsTo(IMPORT)[0]?.body).toEqual(obf);
  });

  it('says which fields of the file the server refused', async () => {
    const { user } = setup({
      status: 400,
      body: { code: 'OBF_INVALID', message: 'Set "9" names entrant "zed", who is not among the entrants.', fields: { 'sets.0.entrant2ID': 'Set "9" names entrant "zed", who is not among the entrants.' } },
    });
    await user.upload(screen.getByTestId('obf-file'), fileOf(JSON.stringify(obf)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not import this file');
    expect(alert).toHaveTextContent('Set "9" names entrant "zed", who is not among the entrants.');

    vi.restoreAllMocks();
    stubApi({
      [IMPORT]: { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields: { 'sets.0.status': "A set's status is 'completed', 'started' or 'pending'." } } },
    });
    await user.upload(screen.getByTestId('obf-file'), fileOf(JSON.stringify(obf)));
    expect(await screen.findByText('sets.0.status')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("A set's status is 'completed', 'started' or 'pending'.");
  });

  it('refuses a file that is not JSON or is too large before sending it', async () => {
    const { api, user } = setup({ status: 201, body: myTournament() });
    await user.upload(screen.getByTestId('obf-file'), fileOf('<html>not json</html>', 'page.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not JSON: choose the .json file an Open Bracket Format export gives.');
    const big = fileOf('{}');
    Object.defineProperty(big, 'size', { value: OBF_IMPORT_MAX_BYTES + 1 });
    await user.upload(screen.getByTestId('obf-file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than 2 MB.');
    expect(api.requestsTo(IMPORT)).toHaveLength(0);
  });
});
