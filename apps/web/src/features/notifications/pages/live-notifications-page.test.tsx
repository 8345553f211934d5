import type { NotificationSettings } from '@clutch/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { makeLiveEvent, makeNotification, makeSettings, page } from '@/test/notification-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, stubApi, type Reply } from '@/test/stub-api.ts';
import LiveNotificationsPage from './live-notifications-page.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const routes = [{ path: '/app/live-notifications', element: <LiveNotificationsPage /> }];

function open(more: Record<string, Reply> = {}, path = '/app/live-notifications') {
  const api = stubApi({
    'GET /notifications/settings': { body: makeSettings() },
    'GET /live-events': { body: [] },
    'GET /notifications/unread-count': { body: { count: 0 } },
    'GET /notifications': { body: page([]) },
    ...more,
  });
  return { api, ...renderWithSession(path, makeUser(), { routes }) };
}

/** Replies with the body sent, as the server answers what it saved. */
const echo: Reply = (req) => json(req.body);

describe('Live Status & Notifications', () => {
  it('opens on Live Events, with the title, the global switch and the quiet hours', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Live Status & Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live Events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('switch', { name: 'Notifications' })).toBeChecked();
    expect(screen.getByText('Quiet hours 11 PM to 7 AM')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing live right now' })).toBeInTheDocument();
  });

  it('reads the quiet hours on a 24-hour clock in Portuguese', async () => {
    await activateLocale('pt-BR');
    open();
    expect(await screen.findByText('Horário silencioso das 23:00 às 07:00')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Eventos ao vivo' })).toBeInTheDocument();
  });

  it('shows each live event with its tournament, sides, score, state and links, the user’s own first', async () => {
    const events = [
      makeLiveEvent(1, { streamUrl: 'https://www.twitch.tv/clutch' }),
      makeLiveEvent(2, { state: 'STARTING_SOON', startsAt: '2030-05-01T18:00:00.000Z', sides: [{ name: 'Crows', score: null }, { name: 'Owls', score: null }], mine: true }),
    ];
    open({ 'GET /live-events': { body: events } });
    const live = await screen.findByRole('listitem', { name: 'Cup 1: Alpha 1 vs Bravo 1' });
    expect(live).toHaveTextContent('LIVE');
    expect(live).toHaveTextContent(/Alpha 1\s*2/);
    expect(live).toHaveTextContent(/Bravo 1\s*1/);
    expect(within(live).getByRole('link', { name: 'Cup 1' })).toHaveAttribute('href', `/app/tournaments/${events[0]!.tournamentId}`);
    expect(within(live).getByRole('link', { name: 'Open match' })).toHaveAttribute('href', `/app/tournaments/${events[0]!.tournamentId}?tab=matches`);
    const stream = within(live).getByRole('link', { name: /Watch stream/ });
    expect(stream).toHaveAttribute('href', 'https://www.twitch.tv/clutch');
    expect(stream).toHaveAttribute('target', '_blank');

    const soon = screen.getByRole('listitem', { name: 'Cup 2: Crows vs Owls' });
    expect(soon).toHaveTextContent(/Starting at \d{1,2}:00/);
    expect(soon).toHaveTextContent('Your match');
    expect(soon).not.toHaveTextContent('LIVE');
    expect(within(soon).queryByRole('link', { name: /Watch stream/ })).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem', { name: /^Cup / });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Cup 2: Crows vs Owls', 'Cup 1: Alpha 1 vs Bravo 1']);
  });

  it('watches the tournaments shown and asks again when one of their matches changes', async () => {
    let score = 1;
    const event = () => makeLiveEvent(1, { sides: [{ name: 'Alpha 1', score: 2 }, { name: 'Bravo 1', score }] });
    const { api } = open({ 'GET /live-events': () => json([event()]) });
    await screen.findByRole('listitem', { name: 'Cup 1: Alpha 1 vs Bravo 1' });
    socket.connected = true;
    socket.serverSends('connect');
    expect(socket.emitted).toContainEqual(['tournament:join', { tournamentId: event().tournamentId }]);

    score = 2;
    socket.serverSends('match:updated', { tournamentId: 'another', match: {} });
    socket.serverSends('match:updated', { tournamentId: event().tournamentId, match: {} });
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Cup 1: Alpha 1 vs Bravo 1' })).toHaveTextContent(/Bravo 1\s*2/));
    expect(api.requestsTo('GET /live-events')).toHaveLength(2);

    socket.serverSends('notification:new', { notification: makeNotification(3, { type: 'match_starting' }), unreadCount: 1 });
    await waitFor(() => expect(api.requestsTo('GET /live-events')).toHaveLength(3));
  });

  it('asks again every 30 seconds on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = open();
      await screen.findByRole('heading', { name: 'Nothing live right now' });
      expect(api.requestsTo('GET /live-events')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() => expect(api.requestsTo('GET /live-events')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when live events cannot be loaded', async () => {
    open({ 'GET /live-events': apiError(500, 'Down') });
    expect(await screen.findByRole('heading', { name: 'Could not load live events' })).toBeInTheDocument();
  });

  it('lists the notifications on their tab, kept in the address', async () => {
    const { user, router } = open({ 'GET /notifications': { body: page([makeNotification(1, { title: 'ace wants to be your friend' })]) } });
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByRole('listitem', { name: 'ace wants to be your friend' })).toHaveTextContent('Friend request');
    expect(router.state.location.search).toBe('?tab=notifications');
  });

  it('turns all notifications off with the global switch, saved on the server', async () => {
    const { api, user } = open({ 'PUT /notifications/settings': echo });
    const global = await screen.findByRole('switch', { name: 'Notifications' });
    await user.click(global);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.requestsTo('PUT /notifications/settings')[0]!.body).toEqual(makeSettings({ enabled: false }));
    expect(global).not.toBeChecked();
    expect(screen.getByText('Off: no push, e-mail or sound. Notifications still arrive here.')).toBeInTheDocument();
  });

  it('puts the switch back and says why when saving fails', async () => {
    const { user } = open({ 'PUT /notifications/settings': apiError(500, 'Down') });
    const global = await screen.findByRole('switch', { name: 'Notifications' });
    await user.click(global);
    expect(await screen.findByText('Could not save your settings. Please try again.')).toBeInTheDocument();
    expect(global).toBeChecked();
  });

  it('saves per-type channels and quiet hours from the settings dialog', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { api, user } = open({ 'PUT /notifications/settings': echo });
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' });

    // Every type, with the spec's names and texts.
    expect(within(dialog).getAllByRole('row')).toHaveLength(16);
    for (const name of ['Tournament open for registration', 'Match starting', 'Organizer is live', 'Friend request accepted', 'Check-in open', 'Prize paid'])
      expect(within(dialog).getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(within(dialog).getByText('Match reminder 15 minutes before')).toBeInTheDocument();
    expect(within(dialog).getByText('Quiet hours 11 PM to 7 AM')).toBeInTheDocument();
    // No zone chosen yet (the server's UTC): the browser's is offered.
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone);

    await user.click(within(dialog).getByRole('switch', { name: 'E-mail for New message' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Sound for Match ended' }));
    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '22:30');
    expect(within(dialog).getByText('Quiet hours 10:30 PM to 7 AM')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'America/Sao_Paulo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.requestsTo('PUT /notifications/settings')[0]!.body as NotificationSettings;
    const expected = makeSettings({ quietHours: { enabled: true, start: '22:30', end: '07:00', timeZone: 'America/Sao_Paulo' } });
    expected.types.new_message.email = false;
    expected.types.match_ended.sound = false;
    expect(sent).toEqual(expected);
    // The page reads what was saved.
    expect(screen.getByText('Quiet hours 10:30 PM to 7 AM')).toBeInTheDocument();

    // Opened again, the dialog shows what was saved.
    await user.click(screen.getByRole('button', { name: 'Notification settings' }));
    const again = await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(within(again).getByRole('switch', { name: 'E-mail for New message' })).not.toBeChecked();
    expect(within(again).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Sao_Paulo');
  }, 20_000); // A 15-row switch table and a time-zone select: slow to drive on a loaded machine.

  it('keeps the dialog open with the reason when saving fails, and refuses a time that is not HH:MM', async () => {
    const { api, user } = open({ 'PUT /notifications/settings': apiError(400, 'Choose a time zone from the list.', 'VALIDATION_FAILED') });
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' });
    await user.clear(within(dialog).getByLabelText('To'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a time as HH:MM.')).toBeInTheDocument();
    expect(api.requestsTo('PUT /notifications/settings')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('To'), '06:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notification settings' })).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    let fail = true;
    const { user } = open({ 'GET /notifications/settings': () => (fail ? json({ message: 'Down', code: 'INTERNAL' }, 500) : json(makeSettings())) });
    expect(await screen.findByText('Could not load your notification settings')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Notifications' })).toBeInTheDocument();
  });
});
