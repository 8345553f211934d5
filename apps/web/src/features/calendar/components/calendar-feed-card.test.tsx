import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, stubApi } from '@/test/stub-api.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

const routes = [{ path: '/app/settings', element: <CalendarFeedCard /> }];
const FIRST = 'http://localhost:3000/api/v1/calendar/feeds/first-secret.ics';
const SECOND = 'http://localhost:3000/api/v1/calendar/feeds/second-secret.ics';

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => writeText.mockReset().mockResolvedValue(undefined));
/** user-event installs its own clipboard at setup; ours goes on after it. */
const stubClipboard = () => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => vi.restoreAllMocks());


describe('Settings: calendar subscribe link', () => {
  it('creates a link when there is none and shows it with Copy', async () => {
    const api = stubApi({ 'GET /users/me/calendar-feed': { body: null }, 'POST /users/me/calendar-feed': { status: 201, body: { url: FIRST } } });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    stubClipboard();
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(FIRST);
    expect(api.requestsTo('POST /users/me/calendar-feed')).toHaveLength(1);
    expect(await screen.findByText('Calendar link ready')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Calendar link copied')).toBeInTheDocument();
  });

  it('makes a new link only after confirming that the old one stops working', async () => {
    const api = stubApi({ 'GET /users/me/calendar-feed': { body: { url: FIRST } }, 'POST /users/me/calendar-feed': { status: 201, body: { url: SECOND } } });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(FIRST);

    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('POST /users/me/calendar-feed')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(SECOND));
    expect(api.requestsTo('POST /users/me/calendar-feed')).toHaveLength(1);
    expect(await screen.findByText('New calendar link ready. The old one no longer works.')).toBeInTheDocument();
  });

  it('turns the link off and offers to create one again', async () => {
    const api = stubApi({ 'GET /users/me/calendar-feed': { body: { url: FIRST } }, 'DELETE /users/me/calendar-feed': { body: { message: 'Your calendar link is turned off.' } } });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar link' })).not.toBeInTheDocument();
    expect(api.requestsTo('DELETE /users/me/calendar-feed')).toHaveLength(1);
    expect(await screen.findByText('Calendar link turned off')).toBeInTheDocument();
  });

  it('says when the link could not load, and loads it again on request', async () => {
    let fail = true;
    const api = stubApi({ 'GET /users/me/calendar-feed': () => Promise.resolve(fail ? new Response(JSON.stringify({ message: 'Down', code: 'INTERNAL' }), { status: 500 }) : new Response(JSON.stringify({ url: FIRST }), { status: 200 })) });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load your calendar link.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again to load the calendar link' }));
    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(FIRST);
    expect(api.requestsTo('GET /users/me/calendar-feed').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the link could not be made and lets the user try again', async () => {
    stubApi({ 'GET /users/me/calendar-feed': { body: null }, 'POST /users/me/calendar-feed': apiError(503, 'The database is not answering.') });
    const { user } = renderWithSession('/app/settings', makeUser(), { routes });
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Couldn’t make a calendar link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeEnabled();
  });
});
