import { authEndpoints } from '@clutch/contract/auth';
import { fillPath } from '@clutch/contract/endpoint';
import { ticketEndpoints } from '@clutch/contract/payments';
import { pushEndpoints } from '@clutch/contract/push';
import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, clearOfflineData, OFFLINE_API_PATTERNS, PUSH_SUBSCRIPTIONS_PATH, SESSION_PATH } from './offline-api.ts';

const kept = (path: string) => OFFLINE_API_PATTERNS.some((p) => p.test(path));
const id = '7d0c4f9e-3b1a-4c55-9a51-0f6a3d2b8e11';

describe('what the service worker keeps offline', () => {
  it('names the contract’s paths', () => {
    expect(SESSION_PATH).toBe(authEndpoints.me.path);
    expect(PUSH_SUBSCRIPTIONS_PATH).toBe(pushEndpoints.subscribe.path);
    expect(pushEndpoints.unsubscribe.path).toBe(PUSH_SUBSCRIPTIONS_PATH);
  });

  it('is the session and the tickets, nothing else', () => {
    expect(kept(authEndpoints.me.path)).toBe(true);
    expect(kept(fillPath(ticketEndpoints.ofUser.path, { userId: id }))).toBe(true);
    expect(kept(fillPath(ticketEndpoints.ofTeam.path, { teamId: id }))).toBe(true);
    expect(kept(fillPath(tournamentEndpoints.detail.path, { id }))).toBe(false);
    expect(kept(`${fillPath(ticketEndpoints.ofTeam.path, { teamId: id })}/extra`)).toBe(false);
    expect(kept(pushEndpoints.publicKey.path)).toBe(false);
  });
});

describe('clearOfflineData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes the API cache', async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await clearOfflineData();
    expect(remove).toHaveBeenCalledWith(API_CACHE);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineData()).resolves.toBeUndefined();
  });
});
