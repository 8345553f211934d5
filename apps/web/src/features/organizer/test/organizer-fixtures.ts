import type { OrganizerTournament } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { makeTournament } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';

/** The signed-in organizer of these tests. */
export const organizer = makeUser({ roles: ['USER', 'ORGANIZER'] });

/** A tournament organized by `organizer`. */
export const myTournament = (overrides: Partial<Tournament> = {}): Tournament =>
  makeTournament({ organizer: { id: organizer.id, nickName: organizer.nickName, profilePicUrl: null }, ...overrides });

export const myListedTournament = (overrides: Partial<OrganizerTournament> = {}): OrganizerTournament => ({
  ...myTournament(),
  registrationCounts: { PENDING: 0, ACCEPTED: 0, REJECTED: 0, CANCELLED: 0 },
  ...overrides,
});
