import { REJECTION_REASON_MAX } from '@clutch/contract/teams';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeRegistration } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import { makeRegistrationDetail } from '@/test/team-fixtures.ts';
import { RejectDialog } from './reject-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const registration = makeRegistration(1, 'Grey Wolves', 'pixel', 'PENDING');
const rejectKey = `PATCH /team-registrations/${registration.id}/reject`;

// The server answers a rejection with the registration as it now stands.
async function openDialog(reply: Reply = { body: makeRegistrationDetail({ id: registration.id, requestStatus: 'REJECTED' }) }) {
  const api = stubApi({ [rejectKey]: reply });
  const onClose = vi.fn();
  const view = renderRoute('/', {
    routes: [{ path: '/', element: <RejectDialog registration={registration} tournamentId={fixtureId(200)} onClose={onClose} /> }],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Reject Grey Wolves?' });
  return { ...view, api, onClose, dialog, reason: within(dialog).getByLabelText('Reason'), send: within(dialog).getByRole('button', { name: 'Reject' }) };
}

describe('RejectDialog', () => {
  it('refuses a reason over the contract’s limit and sends nothing', async () => {
    const { user, api, dialog, reason, send } = await openDialog();
    await user.click(reason);
    await user.paste('x'.repeat(REJECTION_REASON_MAX + 1));
    await user.click(send);
    expect(await within(dialog).findByText(`At most ${REJECTION_REASON_MAX} characters.`)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(`At most ${REJECTION_REASON_MAX} characters.`);
    expect(api.requestsTo(rejectKey)).toHaveLength(0);
  });

  it('takes a reason of exactly the limit once trimmed', async () => {
    const { user, api, reason, send, onClose } = await openDialog();
    await user.click(reason);
    await user.paste(`  ${'x'.repeat(REJECTION_REASON_MAX)}  `);
    await user.click(send);
    expect(await screen.findByText('Rejected Grey Wolves')).toBeInTheDocument();
    expect(api.requestsTo(rejectKey)[0]!.query.get('reason')).toBe('x'.repeat(REJECTION_REASON_MAX));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a reason when only spaces are given', async () => {
    const { user, api, dialog, reason, send } = await openDialog();
    await user.type(reason, '   ');
    await user.click(send);
    expect(await within(dialog).findByText('Say why the team is rejected; its captain will see it.')).toBeInTheDocument();
    expect(api.requestsTo(rejectKey)).toHaveLength(0);
  });

  it('keeps the dialog with the server’s reason when it refuses', async () => {
    const { user, dialog, reason, send, onClose } = await openDialog(apiError(409, 'The tournament has started.', 'ILLEGAL_TRANSITION'));
    await user.type(reason, 'Roster incomplete');
    await user.click(send);
    expect(await within(dialog).findByText('The tournament has started.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
