import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '@/test/fake-id-token.ts';
import { decodeJwtPayload, googleLoginBodyFromCredential } from './google-credential.ts';

describe('googleLoginBodyFromCredential', () => {
  it('sends the credential with the fields decoded from its payload', () => {
    const token = fakeIdToken({
      sub: '1234567890',
      email: 'jo@example.com',
      given_name: 'Jo',
      family_name: 'Ngũyễn',
      picture: 'https://lh3.googleusercontent.com/a/x?sz=96',
    });
    expect(googleLoginBodyFromCredential(token)).toEqual({
      idToken: token,
      email: 'jo@example.com',
      givenName: 'Jo',
      familyName: 'Ngũyễn',
      googleId: '1234567890',
      picture: 'https://lh3.googleusercontent.com/a/x?sz=96',
    });
  });

  it('decodes base64url characters (- and _) that plain base64 would not', () => {
    // This payload's base64 holds '/' and '+', which base64url writes '_' and '-'.
    expect(decodeJwtPayload(`x.${fakeIdToken({ s: '???>>>' }).split('.')[1]}.y`)).toEqual({ s: '???>>>' });
  });

  it('still sends the credential when the payload cannot be read', () => {
    expect(googleLoginBodyFromCredential('not-a-jwt')).toEqual({ idToken: 'not-a-jwt' });
    expect(googleLoginBodyFromCredential('a.%%%.c').idToken).toBe('a.%%%.c');
  });
});
