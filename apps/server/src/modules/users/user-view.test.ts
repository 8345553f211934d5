import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { countryOf, toSelfView, toUserView } from './user-view.ts';

const row: UserRow = {
  id: '5d1f7c8e-2f4b-4a57-9d1b-0f3a4c5e6b7d',
  nickName: 'nova',
  email: 'nova@clutch.gg',
  passwordHash: '$argon2id$secret',
  googleId: 'google-123',
  bio: 'Entry fragger.',
  profilePicUrl: '/uploads/nova.webp',
  userVerified: true,
  roles: ['USER', 'LEGACY_ROLE', 'ADMIN'],
  countryCode: 'br',
  discord: 'nova#1',
  facebook: null,
  instagram: 'nova.gg',
  twitch: 'nova_live',
  coverUrl: '/uploads/nova-cover.webp',
  location: 'São Paulo',
  website: 'https://nova.gg',
  founded: 2019,
  followerCount: 12,
  numberPhone: '+55 11 5555 0000',
  blockedUserIds: ['9a1f7c8e-2f4b-4a57-9d1b-0f3a4c5e6b7d'],
  stripeCustomerId: 'cus_123',
  locale: 'pt-BR',
  deletedAt: null,
  createdAt: new Date('2025-01-02T03:04:05.000Z'),
  updatedAt: new Date('2025-02-03T04:05:06.000Z'),
};

describe('toUserView', () => {
  it('maps a row to the wire User for its owner, private fields included', () => {
    expect(toSelfView(row)).toEqual({
      id: row.id,
      nickName: 'nova',
      email: 'nova@clutch.gg',
      bio: 'Entry fragger.',
      profilePicUrl: '/uploads/nova.webp',
      userVerified: true,
      roles: ['USER', 'ADMIN'],
      country: { id: 'BR', name: 'Brazil', urlFlag: null },
      discord: 'nova#1',
      facebook: null,
      instagram: 'nova.gg',
      twitch: 'nova_live',
      coverUrl: '/uploads/nova-cover.webp',
      location: 'São Paulo',
      website: 'https://nova.gg',
      founded: 2019,
      numberPhone: '+55 11 5555 0000',
      blockedUserIds: ['9a1f7c8e-2f4b-4a57-9d1b-0f3a4c5e6b7d'],
      stripeCustomerId: 'cus_123',
      locale: 'pt-BR',
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-02-03T04:05:06.000Z',
    });
  });

  it('leaves out private fields and never exposes secrets for other viewers and visitors', () => {
    for (const viewer of ['00000000-0000-4000-8000-000000000000', null]) {
      const view = toUserView(row, viewer);
      for (const key of ['email', 'numberPhone', 'blockedUserIds', 'stripeCustomerId', 'locale']) expect(view).not.toHaveProperty(key);
      expect(view).toMatchObject({ id: row.id, nickName: 'nova', country: { id: 'BR', name: 'Brazil' } });
    }
    for (const view of [toSelfView(row), toUserView(row, null)]) {
      expect(JSON.stringify(view)).not.toContain('argon2');
      expect(JSON.stringify(view)).not.toContain('google-123');
    }
  });
});

describe('countryOf', () => {
  it('names countries in English and keeps unknown codes', () => {
    expect(countryOf('AO')).toEqual({ id: 'AO', name: 'Angola', urlFlag: null });
    expect(countryOf(null)).toBeNull();
    expect(countryOf('ZZ')?.id).toBe('ZZ');
  });
});
