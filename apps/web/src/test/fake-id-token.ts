/** A JWT-shaped string carrying `payload`, base64url encoded as Google does (UTF-8, no padding). Not signed. */
export function fakeIdToken(payload: Record<string, unknown>) {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
