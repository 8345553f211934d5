import type { Target } from '@clutch/contract/organizer';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import TargetsPage from './targets-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

const organizer = makeUser({ roles: ['USER', 'ORGANIZER'] });

function makeTarget(n: number, overrides: Partial<Target> = {}): Target {
  return {
    id: fixtureId(2000 + n),
    organizationId: organizer.id,
    title: `Target ${n}`,
    description: null,
    targetValue: 100,
    currentValue: 10,
    unit: 'followers',
    createdBy: organizer.id,
    editableBy: 'admin',
    canEdit: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function open(list: Reply, extra: Record<string, Reply> = {}, user = organizer) {
  const api = stubApi({ 'GET /targets': list, ...extra });
  return { api, ...renderWithSession('/app/targets', user, { routes: [{ path: '/app/targets', element: <TargetsPage /> }] }) };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('Organization Targets: cards', () => {
  it('shows progress capped at 100 %, Nearly There from 80 % and Completed at 100 %', async () => {
    open({
      body: [
        makeTarget(1, { title: 'Followers', currentValue: 79, targetValue: 100 }),
        makeTarget(2, { title: 'Members', currentValue: 80, targetValue: 100, unit: 'members' }),
        makeTarget(3, { title: 'Prize fund', currentValue: 1500, targetValue: 1000, unit: '€' }),
      ],
    });
    await screen.findByRole('list', { name: 'Targets' });
    expect(screen.getByRole('heading', { level: 1, name: 'Organization Targets' })).toBeInTheDocument();

    const below = card('Followers');
    expect(within(below).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '79');
    expect(below).not.toHaveTextContent('Nearly There');
    expect(below.querySelector('[role=progressbar] > div')).toHaveClass('bg-primary');
    expect(below).toHaveTextContent('79 / 100 followers');

    const nearly = card('Members');
    expect(within(nearly).getByText('Nearly There')).toBeInTheDocument();
    expect(nearly.querySelector('[role=progressbar] > div')).toHaveClass('bg-warning');

    const done = card('Prize fund');
    expect(within(done).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(done.querySelector('[role=progressbar] > div')).toHaveClass('bg-success');
    expect(done).toHaveTextContent('€1,500 / €1,000');
    expect(done).toHaveTextContent('100%');
  });

  it('shows edit and delete only on cards the viewer may change', async () => {
    open({ body: [makeTarget(1, { title: 'Mine' }), makeTarget(2, { title: 'Theirs', canEdit: false })] });
    await screen.findByRole('list', { name: 'Targets' });
    expect(within(card('Mine')).getByRole('button', { name: 'Edit Mine' })).toBeInTheDocument();
    expect(within(card('Theirs')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    open(never);
    expect(screen.getByRole('status', { name: 'Loading targets' })).toBeInTheDocument();
  });

  it('says when the targets failed to load and tries again', async () => {
    let fail = true;
    const { user, api } = open(() => (fail ? json({ message: 'x', code: 'INTERNAL' }, 500) : json([makeTarget(1, { title: 'Views' })])));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your targets');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Views' })).toBeInTheDocument();
    expect(api.requestsTo('GET /targets')).toHaveLength(2);
  });

  it('tells a user who is not an organizer how to become one', async () => {
    open({ body: [] }, {}, makeUser());
    expect(await screen.findByRole('heading', { name: 'Targets are for organizers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Target' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create tournament' })).toHaveAttribute('href', '/app/organizer/new');
  });
});

describe('Organization Targets: dialogs', () => {
  it('enables Create only with a title, a unit and a target value above 0, then creates', async () => {
    const { user, api } = open({ body: [] }, { 'POST /targets': (req) => json(makeTarget(9, { ...(req.body as object) }), 201) });
    expect(await screen.findByRole('heading', { name: 'No targets yet' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add Target' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Target' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title'), 'Reach 1000 followers');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Target value'), '0');
    await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: '$ (Dollars)' }));
    expect(create).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Target value'));
    await user.type(within(dialog).getByLabelText('Target value'), '1000');
    expect(create).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Current value'), '-5');
    await user.click(create);
    expect(within(dialog).getByText('Current value cannot be negative.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Current value'));
    await user.type(within(dialog).getByLabelText('Current value'), '250');
    await user.click(create);
    expect(await screen.findByText('Target Created')).toBeInTheDocument();
    expect(api.requestsTo('POST /targets')[0]!.body).toEqual({ title: 'Reach 1000 followers', description: null, targetValue: 1000, currentValue: 250, unit: '$' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('GET /targets').length).toBeGreaterThan(1);
  });

  it('edits a target with its values filled in', async () => {
    const t = makeTarget(1, { title: 'Members', description: 'Discord members', unit: 'members', targetValue: 500, currentValue: 120 });
    const { user, api } = open({ body: [t] }, { [`PUT /targets/${t.id}`]: (req) => json({ ...t, ...(req.body as object) }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Target' });
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('Discord members');
    expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveTextContent('members');
    await user.clear(within(dialog).getByLabelText('Title'));
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title'), 'Community');
    await user.clear(within(dialog).getByLabelText('Current value'));
    await user.type(within(dialog).getByLabelText('Current value'), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Target Updated')).toBeInTheDocument();
    expect(api.requestsTo(`PUT /targets/${t.id}`)[0]!.body).toEqual({ title: 'Community', description: 'Discord members', targetValue: 500, currentValue: 450, unit: 'members' });
  });

  it('deletes after confirmation', async () => {
    const t = makeTarget(1, { title: 'Views' });
    const { user, api } = open({ body: [t] }, { [`DELETE /targets/${t.id}`]: { body: { message: 'Target deleted.' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Views' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Views”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo(`DELETE /targets/${t.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Views' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Target Deleted')).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /targets/${t.id}`)).toHaveLength(1);
  });
});

describe('Organization Targets in Portuguese', () => {
  it('shows the cards, their figures in the reader’s numbers and the progress labels in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    open({
      body: [
        makeTarget(1, { title: 'Followers', currentValue: 1200.5, targetValue: 2000 }),
        makeTarget(2, { title: 'Nearly', currentValue: 85, targetValue: 100, unit: 'members' }),
        makeTarget(3, { title: 'Prize fund', currentValue: 1500, targetValue: 1000, unit: '€' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Metas da organização' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Metas' })).toBeInTheDocument();
    expect(card('Followers')).toHaveTextContent('1.200,5 / 2.000 seguidores');
    expect(within(card('Followers')).getByRole('progressbar', { name: 'Progresso de Followers' })).toBeInTheDocument();
    expect(within(card('Nearly')).getByText('Quase lá')).toBeInTheDocument();
    expect(within(card('Nearly')).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '85%, Quase lá');
    expect(within(card('Prize fund')).getByText('Concluída')).toBeInTheDocument();
    expect(card('Prize fund').textContent?.replace(/\s/g, ' ')).toContain('€ 1.500 / € 1.000');
    expect(within(card('Prize fund')).getByRole('button', { name: 'Editar Prize fund' })).toBeInTheDocument();
  });
});
