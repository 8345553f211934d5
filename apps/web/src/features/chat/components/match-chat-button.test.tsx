import type { Match } from '@clutch/contract/competition';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatId, me } from '@/test/chat-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { makeTeam } from '@/test/team-fixtures.ts';
import { dockStore } from '../lib/dock-store.ts';
import { MatchChatButton } from './match-chat-button.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  dockStore.reset();
});

const myTeam = makeTeam();
const side = (slot: number, teamId: string | null) => ({ id: chatId(slot, 51), slot, teamName: `T${slot}`, photoUrl: null, teamRegistrationId: null, teamId, score: null });
const match = (teamIds: (string | null)[]) =>
  ({ id: chatId(1, 52), bye: false, results: teamIds.map((id, i) => side(i + 1, id)) }) as unknown as Match;
const organizer = (id: string) => ({ organizer: { id, nickName: 'org', profilePicUrl: null } });

function show(m: Match, organizerId = chatId(9, 53)) {
  stubApi({ [`GET /teams/users/${me.id}`]: { body: [myTeam] } });
  return renderWithSession('/app/t', me, { routes: [{ path: '/app/t', element: <MatchChatButton match={m} tournament={organizer(organizerId)} /> }] });
}

describe('MatchChatButton', () => {
  it("is offered to a side's member and opens the match room in the dock", async () => {
    const { user } = show(match([myTeam.id, chatId(2, 54)]));
    await user.click(await screen.findByRole('button', { name: 'Chat' }));
    expect(dockStore.get()).toMatchObject({ status: 'open', active: `match:${chatId(1, 52)}` });
  });

  it('is offered to the organizer', async () => {
    show(match([chatId(3, 54), chatId(2, 54)]), me.id);
    expect(await screen.findByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });

  it('is not offered to anyone else', async () => {
    const { queryClient } = show(match([chatId(3, 54), chatId(2, 54)]));
    await vi.waitFor(() => expect(queryClient.getQueryData(['teams', 'user', me.id])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
  });
});
