import type { RegistrationDetail, Team } from '@clutch/contract/teams';
import { describe, expect, it } from 'vitest';
import { markRegistrationPaid } from '../src/modules/registrations/registrations.repository.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createdTeam, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
await syncGames(t);
const organizer = await quickUser(t, 'org');
const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2'), minPlayersPerTeam: 2, maxPlayersPerTeam: 3, entryFeeCents: 1500 });
const captain = await quickUser(t, 'cap');
const member = await quickUser(t, 'mem');
const stranger = await quickUser(t, 'stranger');
const built = await createdTeam(t, captain, { tournamentId: cup.id, members: [member] });
await app.ctx.db.transaction((tx) => markRegistrationPaid(tx, built.registration!.id, new Date()));

const get = async <T>(url: string, who: QuickUser | null) => {
  const res = await app.inject({ url: `/api/v1${url}`, headers: who?.auth ?? WEB });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const viewers: [string, QuickUser | null, boolean][] = [
  ['a visitor', null, false],
  ['a signed-in stranger', stranger, false],
  ['a member', member, true],
  ['the captain', captain, true],
  ["the tournament's organizer", organizer, true],
];

describe("a team's payment", () => {
  it.each(viewers)('GET /teams/{id} shows it to %s: %s', async (_who, viewer, sees) => {
    const team = await get<Team>(`/teams/${built.id}`, viewer);
    const registration = team.registration!;
    expect(registration.requestStatus).toBe('PENDING');
    expect(registration.entryFee).toBe(15);
    if (sees) {
      expect(registration).toMatchObject({ paymentStatus: 'PAID', holdExpiresAt: null });
      expect(registration.paidAt).toEqual(expect.any(String));
      expect(team.members.map((m) => m.paymentStatus)).toEqual(['PAID', 'PAID']);
    } else {
      expect(registration).toMatchObject({ paymentStatus: null, paidAt: null, holdExpiresAt: null });
      expect(team.members.map((m) => m.paymentStatus)).toEqual([null, null]);
    }
  });

  it.each(viewers)('GET /team-registrations/{tid}/{teamId} shows it to %s: %s', async (_who, viewer, sees) => {
    const registration = await get<RegistrationDetail>(`/team-registrations/${cup.id}/${built.id}`, viewer);
    expect(registration.team.id).toBe(built.id);
    if (sees) {
      expect(registration.paymentStatus).toBe('PAID');
      expect(registration.paidAt).toEqual(expect.any(String));
    } else {
      expect(registration).toMatchObject({ paymentStatus: null, paidAt: null, holdExpiresAt: null });
    }
  });

  it('hides the fee hold too while the fee is owed', async () => {
    const other = await quickUser(t, 'cap2');
    const owing = await createdTeam(t, other, { tournamentId: cup.id, members: [await quickUser(t, 'mem2')] });
    expect((await get<RegistrationDetail>(`/team-registrations/${cup.id}/${owing.id}`, other)).holdExpiresAt).toEqual(expect.any(String));
    expect(await get<RegistrationDetail>(`/team-registrations/${cup.id}/${owing.id}`, stranger)).toMatchObject({ paymentStatus: null, holdExpiresAt: null });
  });
});
