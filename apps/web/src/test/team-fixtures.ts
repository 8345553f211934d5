import type { RegistrationDetail, Team, TeamInvite, TeamMember } from '@clutch/contract/teams';
import { fixtureId } from './discovery-fixtures.ts';

/** The signed-in user of these fixtures is `makeUser()`'s id. */
export const ME = '4f6c2a52-6c1e-4a8e-9f0e-0d3b1c2a9e11';

export function makeRegistrationDetail(overrides: Partial<RegistrationDetail> = {}): RegistrationDetail {
  return {
    id: fixtureId(700),
    team: { id: fixtureId(710), name: 'Night Owls', photoUrl: null, bio: null, captain: { id: ME, nickName: 'ace', profilePicUrl: null }, membersCount: 1 },
    tournament: { id: fixtureId(200), name: 'Lisbon Valorant Open' },
    requestStatus: 'PENDING',
    rejectionReason: null,
    checkedIn: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    paymentStatus: 'PENDING',
    entryFee: 25,
    currency: 'EUR',
    paidAt: null,
    holdExpiresAt: '2099-01-15T10:30:00.000Z',
    ...overrides,
  };
}

export function makeMember(n: number, nickName: string, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: fixtureId(800 + n),
    role: 'MEMBER',
    inviteStatus: 'PENDING',
    paymentStatus: 'PENDING',
    joinedAt: null,
    user: { id: fixtureId(900 + n), nickName, profilePicUrl: null, bio: null },
    ...overrides,
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: fixtureId(710),
    name: 'Night Owls',
    bio: 'We play at night.',
    photoUrl: null,
    captain: { id: ME, nickName: 'ace', profilePicUrl: null },
    members: [
      makeMember(0, 'ace', { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', user: { id: ME, nickName: 'ace', profilePicUrl: null, bio: null } }),
      makeMember(1, 'luna'),
    ],
    tournament: { id: fixtureId(200), name: 'Lisbon Valorant Open' },
    registration: makeRegistrationDetail(),
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeInvite(n: number, overrides: Partial<TeamInvite> = {}): TeamInvite {
  return {
    id: fixtureId(1000 + n),
    status: 'PENDING',
    team: {
      id: fixtureId(1100 + n),
      name: `Team ${n}`,
      photoUrl: null,
      bio: 'Weekend squad.',
      captain: { id: fixtureId(1200 + n), nickName: `captain${n}`, profilePicUrl: null },
      members: [
        makeMember(50 + n, `captain${n}`, { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', user: { id: fixtureId(1200 + n), nickName: `captain${n}`, profilePicUrl: null, bio: null } }),
        makeMember(60 + n, 'ace', { user: { id: ME, nickName: 'ace', profilePicUrl: null, bio: null } }),
      ],
      tournament: { id: fixtureId(200), name: 'Lisbon Valorant Open' },
      organizationStatus: 'PENDING',
      paymentStatus: 'PENDING',
    },
    tournament: { id: fixtureId(200), name: 'Lisbon Valorant Open' },
    inviteStatus: 'PENDING',
    paymentStatus: 'PENDING',
    createdAt: '2026-01-16T10:00:00.000Z',
    ...overrides,
  };
}
