import type { User } from '@clutch/contract/users';

/** A valid user as the API returns it to its owner. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '4f6c2a52-6c1e-4a8e-9f0e-0d3b1c2a9e11',
    nickName: 'ace',
    email: 'ace@example.com',
    bio: null,
    profilePicUrl: null,
    userVerified: true,
    roles: ['USER'],
    country: null,
    discord: null,
    facebook: null,
    instagram: null,
    twitch: null,
    coverUrl: null,
    location: null,
    website: null,
    founded: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
