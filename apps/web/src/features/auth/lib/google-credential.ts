import type { GoogleLoginBody } from '@clutch/contract/auth';

interface GoogleIdTokenPayload {
  email?: string;
  given_name?: string;
  family_name?: string;
  sub?: string;
  picture?: string;
}

/** Decodes a base64url segment as UTF-8 (names may hold any script). */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it: only the server verifies, these fields are informative. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) return {};
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The Google login payload the spec describes (§3): the credential plus its decoded fields. */
export function googleLoginBodyFromCredential(credential: string): GoogleLoginBody {
  const p = decodeJwtPayload(credential) as GoogleIdTokenPayload;
  return {
    idToken: credential,
    email: str(p.email),
    givenName: str(p.given_name),
    familyName: str(p.family_name),
    googleId: str(p.sub),
    picture: str(p.picture),
  };
}
