import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '@/test/chat-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { DirectMessagesSetting } from './direct-messages-setting.tsx';

afterEach(() => vi.restoreAllMocks());

describe('DirectMessagesSetting', () => {
  it('is off for friends only, and switching it on lets everyone message', async () => {
    const api = stubApi({ 'GET /chat/settings': { body: { directMessagesFrom: 'FRIENDS' } }, 'PUT /chat/settings': (req) => json(req.body) });
    const { user } = renderWithSession('/app/settings', me, { routes: [{ path: '/app/settings', element: <DirectMessagesSetting /> }] });
    const toggle = await screen.findByRole('switch', { name: 'Allow direct messages from everyone' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(api.requestsTo('PUT /chat/settings')[0]?.body).toEqual({ directMessagesFrom: 'EVERYONE' }));
    expect(await screen.findByText('Message settings saved')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
