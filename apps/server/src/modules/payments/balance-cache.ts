/** Spec §9: the balance is cached 60 seconds per user; every ledger write of that user drops it. In-process. */
export const BALANCE_CACHE_MS = 60_000;

export function createBalanceCache(now: () => Date, ttlMs = BALANCE_CACHE_MS) {
  const entries = new Map<string, { cents: number; expiresAt: number }>();
  const key = (userId: string, currency: string) => `${userId}:${currency}`;
  return {
    async get(userId: string, currency: string, load: () => Promise<number>) {
      const hit = entries.get(key(userId, currency));
      if (hit && hit.expiresAt > now().getTime()) return hit.cents;
      const cents = await load();
      entries.set(key(userId, currency), { cents, expiresAt: now().getTime() + ttlMs });
      return cents;
    },
    invalidate(userId: string) {
      for (const k of entries.keys()) if (k.startsWith(`${userId}:`)) entries.delete(k);
    },
  };
}
