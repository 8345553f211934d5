import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import * as portal from '../api/get-billing-portal.ts';
import SettingsPage from '../pages/settings-page.tsx';

const routes = [{ path: '/app/settings', element: <SettingsPage /> }];

afterEach(() => vi.restoreAllMocks());

describe('Settings: billing', () => {
  it("opens the provider's portal", async () => {
    const open = vi.spyOn(portal, 'openExternal').mockImplementation(() => {});
    const api = stubApi({ 'GET /billing/portal': { body: { url: 'https://billing.example.test/session/abc' } } });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    expect(screen.getByRole('heading', { level: 2, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing & Payments' })).toHaveAttribute('href', '/app/billing');
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://billing.example.test/session/abc'));
    expect(api.requestsTo('GET /billing/portal')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Manage billing/ })).toBeDisabled();
  });

  it('says when the portal could not be opened', async () => {
    const open = vi.spyOn(portal, 'openExternal').mockImplementation(() => {});
    stubApi({ 'GET /billing/portal': apiError(502, 'Provider down') });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('Couldn’t open the billing portal')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });
});
