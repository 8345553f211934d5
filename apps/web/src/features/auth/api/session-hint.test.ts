import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession, storedUser } from '@/features/auth/api/session.ts';
import { getSignedIn } from '@/features/landing/api/get-session.ts';
import { makeUser } from '@/test/fixtures.ts';
import { apiError, stubApi } from '@/test/stub-api.ts';
import { setSessionHint } from '@/test/session-hint-cookie.ts';

// The app's session query and the landing's sign-in check, both with the server's session hint.

afterEach(() => {
  setSessionHint(null);
  document.cookie = 'other=; path=/; max-age=0';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the session check with the hint', () => {
  it('answers signed out without asking when the hint says no session, and forgets a stored user', async () => {
    const api = stubApi({ 'GET /auth/me': { body: { user: makeUser() } } });
    localStorage.setItem('clutch:user', JSON.stringify(makeUser()));
    setSessionHint('0');
    expect(await fetchSession()).toBeNull();
    expect(await getSignedIn()).toBe(false);
    expect(api.requestsTo('GET /auth/me')).toHaveLength(0);
    expect(storedUser()).toBeNull();
  });

  it('asks the server when the hint says a session, or when there is no hint', async () => {
    const user = makeUser();
    const api = stubApi({ 'GET /auth/me': { body: { user } } });
    setSessionHint('1');
    expect(await fetchSession()).toMatchObject({ id: user.id });
    setSessionHint(null);
    expect(await getSignedIn()).toBe(true);
    expect(api.requestsTo('GET /auth/me')).toHaveLength(2);
  });

  it('still takes the server’s 401 as signed out when the hint was stale', async () => {
    stubApi({ 'GET /auth/me': apiError(401, 'Not signed in') });
    setSessionHint('1');
    expect(await fetchSession()).toBeNull();
    expect(await getSignedIn()).toBe(false);
  });
});
