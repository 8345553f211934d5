import type { AccountExport } from '@clutch/contract/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, never, stubApi } from '@/test/stub-api.ts';
import * as myData from '../api/download-my-data.ts';
import SettingsPage from '../pages/settings-page.tsx';

const routes = [{ path: '/app/settings', element: <SettingsPage /> }];

afterEach(() => vi.restoreAllMocks());

function exportOf(user: ReturnType<typeof makeUser>): AccountExport {
  return {
    format: 'clutch-account-export',
    version: 1,
    exportedAt: '2026-11-24T10:00:00.000Z',
    profile: { ...user, email: user.email ?? 'ace@example.com', countryCode: null, hasPassword: true, googleLinked: false },
    sessions: [],
    following: [],
    followers: [],
    friendships: [],
    teams: [],
    registrations: [],
    matches: [],
    matchReports: [],
    tournamentsOrganized: [],
    followedTournaments: [],
    targets: [],
    payments: [],
    ledger: [{ id: '0b7c1d5e-6f70-4a81-9b92-a3b4c5d6e7f8', amountCents: 1500, currency: 'EUR', kind: 'DEPOSIT', paymentId: null, createdAt: '2026-11-20T10:00:00.000Z' }],
    balances: [{ currency: 'EUR', amountCents: 1500 }],
    uploads: [],
    mails: [],
  };
}

describe('Settings: download my data', () => {
  it('fetches the signed-in user’s export and saves it as a JSON file named after them', async () => {
    const me = makeUser({ nickName: 'ace' });
    const body = exportOf(me);
    const save = vi.spyOn(myData, 'saveJsonFile').mockImplementation(() => {});
    const api = stubApi({ 'GET /users/me/export': { body } });
    const { user } = renderWithSession('/app/settings', me, { routes });
    expect(screen.getByRole('heading', { level: 2, name: 'Your Data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('clutch-data-ace-2026-11-24.json', body));
    expect(api.requestsTo('GET /users/me/export')).toHaveLength(1);
  });

  it('is busy while the file is prepared', async () => {
    stubApi({ 'GET /users/me/export': never });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Download my data/ })).toBeDisabled());
  });

  it('says when the export failed and lets the user try again', async () => {
    const save = vi.spyOn(myData, 'saveJsonFile').mockImplementation(() => {});
    stubApi({ 'GET /users/me/export': apiError(401, 'You need to sign in to do that.') });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Couldn’t prepare your data')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe('saveJsonFile', () => {
  it('hands the browser a .json download of the data', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:clutch/1'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    myData.saveJsonFile('clutch-data-ace.json', { hello: 'world' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatchObject({ download: 'clutch-data-ace.json', href: 'blob:clutch/1' });
    expect(blobs[0]!.type).toBe('application/json');
    // jsdom's Blob has no text(); its FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(JSON.parse(text)).toEqual({ hello: 'world' });
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
