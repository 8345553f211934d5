import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, stubApi, type Reply } from '@/test/stub-api.ts';
import { TargetDialog } from './target-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const organizer = makeUser({ roles: ['USER', 'ORGANIZER'] });

/** The server's answer to a create: the target as sent, stored. */
const created: Reply = (req) =>
  json(
    {
      ...(req.body as object),
      id: fixtureId(2001),
      organizationId: organizer.id,
      createdBy: organizer.id,
      editableBy: 'admin',
      canEdit: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    201,
  );

async function openDialog(reply: Reply = created) {
  const api = stubApi({ 'POST /targets': reply });
  const onOpenChange = vi.fn();
  const view = renderWithSession('/', organizer, { routes: [{ path: '/', element: <TargetDialog open target={null} onOpenChange={onOpenChange} /> }] });
  const dialog = await screen.findByRole('dialog', { name: 'Add Target' });
  const fill = async (label: string, text: string) => {
    await view.user.clear(within(dialog).getByLabelText(label));
    await view.user.click(within(dialog).getByLabelText(label));
    await view.user.paste(text);
  };
  const chooseUnit = async () => {
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
    await view.user.click(await screen.findByRole('option', { name: 'followers' }));
  };
  return { ...view, api, onOpenChange, dialog, fill, chooseUnit, create: within(dialog).getByRole('button', { name: 'Create' }) };
}

describe('TargetDialog: the contract’s rules', () => {
  it('keeps Create disabled for a blank title', async () => {
    const { dialog, fill, chooseUnit, create } = await openDialog();
    await fill('Title', '   ');
    await fill('Target value', '10');
    await chooseUnit();
    expect(create).toBeDisabled();
    await fill('Title', 'Followers');
    expect(create).toBeEnabled();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Followers');
  });

  it('says which values are too large, on their fields, and sends nothing', async () => {
    const { user, api, dialog, fill, chooseUnit, create } = await openDialog();
    await fill('Title', 'x'.repeat(121));
    await fill('Description (optional)', 'y'.repeat(501));
    await fill('Target value', '10000000000000');
    await chooseUnit();
    await user.click(create);
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('That is too large.');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveAccessibleDescription('That is too large.');
    expect(within(dialog).getByLabelText('Target value')).toHaveAccessibleDescription('That is too large.');
    expect(within(dialog).getByLabelText('Target value')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /targets')).toHaveLength(0);
  });

  it('refuses a negative current value, then sends once it is fixed', async () => {
    const { user, api, dialog, fill, chooseUnit, create, onOpenChange } = await openDialog();
    await fill('Title', 'Followers');
    await fill('Target value', '100');
    await fill('Current value', '-1');
    await chooseUnit();
    await user.click(create);
    expect(within(dialog).getByLabelText('Current value')).toHaveAccessibleDescription('Current value cannot be negative.');
    expect(api.requestsTo('POST /targets')).toHaveLength(0);

    await fill('Current value', '5.5');
    expect(within(dialog).queryByText('Current value cannot be negative.')).not.toBeInTheDocument();
    await user.click(create);
    expect(await screen.findByText('Target Created')).toBeInTheDocument();
    expect(api.requestsTo('POST /targets')[0]!.body).toEqual({ title: 'Followers', description: null, targetValue: 100, currentValue: 5.5, unit: 'followers' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the dialog with the server’s reason when it refuses', async () => {
    const { user, dialog, fill, chooseUnit, create, onOpenChange } = await openDialog(apiError(403, 'Only organizers keep targets.', 'NOT_ORGANIZER'));
    await fill('Title', 'Followers');
    await fill('Target value', '100');
    await chooseUnit();
    await user.click(create);
    expect(await within(dialog).findByText('Only organizers keep targets.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('TargetDialog in Portuguese', () => {
  it('labels the form and says what is wrong in Brazilian Portuguese, its own messages and the contract’s', async () => {
    await activateLocale('pt-BR');
    const api = stubApi({ 'POST /targets': created });
    const view = renderWithSession('/', organizer, { routes: [{ path: '/', element: <TargetDialog open target={null} onOpenChange={vi.fn()} /> }] });
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar meta' });
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Unidade' }));
    await view.user.click(await screen.findByRole('option', { name: 'seguidores' }));
    await view.user.type(within(dialog).getByLabelText('Título'), 'Seguidores');
    await view.user.type(within(dialog).getByLabelText('Valor da meta'), '1e13');
    await view.user.type(within(dialog).getByLabelText('Valor atual'), '-5');
    await view.user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Esse valor é grande demais.')).toBeInTheDocument();
    expect(within(dialog).getByText('O valor atual não pode ser negativo.')).toBeInTheDocument();
    expect(api.requestsTo('POST /targets')).toHaveLength(0);
  });
});
