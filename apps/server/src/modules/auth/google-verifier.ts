import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/** Verifies a Google ID token's signature, audience, issuer and expiry against Google's published keys. */
export interface GoogleVerifier {
  readonly enabled: boolean;
  verify(idToken: string): Promise<GoogleIdentity>;
}

export class GoogleTokenError extends Error {}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export function createGoogleVerifier(opts: { clientId: string | undefined; jwksUrl: string }): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl));
  return {
    enabled: Boolean(opts.clientId),
    async verify(idToken) {
      if (!opts.clientId) throw new GoogleTokenError('Google sign-in is not configured.');
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, { audience: opts.clientId, issuer: ISSUERS, clockTolerance: 5 }));
      } catch (err) {
        throw new GoogleTokenError(err instanceof Error ? err.message : 'Invalid Google token.');
      }
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new GoogleTokenError('The Google token has no subject or e-mail.');
      }
      return {
        googleId: payload.sub,
        email: payload.email.toLowerCase(),
        // Older Google tokens carried the flag as a string.
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
        familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    },
  };
}
