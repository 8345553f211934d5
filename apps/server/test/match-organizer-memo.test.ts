import type { Match } from '@clutch/contract/competition';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema/index.ts';
import { memoizedMatchOrganizer } from '../src/modules/access/match-organizers.ts';
import { matchOrganizer, matchTournamentOwnership } from '../src/modules/access/resource-owners.repository.ts';
import { competitionApi, playOut, startedTournament } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * ADR 021, Session 12: the result route's organizer check keeps what it read in memory, a tournament at a time, and
 * must answer exactly what `matchOrganizer` reads, also once matches were deleted.
 */
const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const cache = app.ctx.readCache;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'other');
const unknownId = '00000000-0000-4000-8000-000000000000';

describe("the organizer check's memo", () => {
  it('names what matchOrganizer reads, and reads every match of the tournament with it in one statement', async () => {
    const { tournament } = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
    const list = await api.matches(tournament.id);
    const rows = await db.select({ id: matches.id }).from(matches).where(eq(matches.tournamentId, tournament.id));
    const owned = await matchTournamentOwnership(db, list[0]!.id);
    expect(owned).toMatchObject({ tournamentId: tournament.id, organizerId: organizer.user.id });
    expect([...owned!.matchIds].sort()).toEqual(rows.map((r) => r.id).sort());
    expect(await matchTournamentOwnership(db, unknownId)).toBeNull();
    expect(cache.serving()).toBe(true);
    for (const m of list) expect(await memoizedMatchOrganizer(db, cache, m.id)).toEqual(await matchOrganizer(db, m.id));
    expect(await memoizedMatchOrganizer(db, cache, unknownId)).toBeNull();
    // Kept: a deletion no invalidation announces (another process's write) is seen only once the entry expires.
    await db.delete(matches).where(eq(matches.id, list[0]!.id));
    expect(await matchOrganizer(db, list[0]!.id)).toBeNull();
    expect(await memoizedMatchOrganizer(db, cache, list[0]!.id)).toEqual({ organizerId: organizer.user.id });
  });

  it('answers 404 for a match a correction deleted, as the read does, and still knows the others', async () => {
    // A double elimination with a reset: the losers' finalist wins the first grand final (the reset is written and
    // played), then a correction gives that final to the other side, which deletes the reset.
    const { tournament } = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', bracketType: 'DOUBLE_ELIMINATION', grandFinalReset: true });
    const firstFinal = (m: Match) => m.bracket === 'GRAND_FINAL' && m.round === 1;
    await playOut(t, organizer, tournament.id, (m) => (firstFinal(m) ? { homeScore: 0, awayScore: 2 } : { homeScore: 2, awayScore: 0 }));
    const played = await api.matches(tournament.id);
    const final = played.find(firstFinal)!;
    const reset = played.find((m) => m.bracket === 'GRAND_FINAL' && m.round === 2)!;
    expect(reset.status).toBe('FINISHED');
    for (const m of played) expect(await memoizedMatchOrganizer(db, cache, m.id)).toEqual({ organizerId: organizer.user.id });

    const corrected = await api.result(organizer, final.id, { homeScore: 2, awayScore: 0, correction: true });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await api.matches(tournament.id)).some((m) => m.id === reset.id)).toBe(false);
    expect(await matchOrganizer(db, reset.id)).toBeNull();
    expect(await memoizedMatchOrganizer(db, cache, reset.id)).toBeNull();
    for (const who of [organizer, stranger]) {
      const res = await api.result(who, reset.id, { homeScore: 2, awayScore: 0, correction: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MATCH_NOT_FOUND' });
    }
    // The tournament's other matches are read again once and known as before; a stranger is refused them (403).
    expect(await memoizedMatchOrganizer(db, cache, final.id)).toEqual({ organizerId: organizer.user.id });
    expect((await api.result(stranger, final.id, { homeScore: 2, awayScore: 0, correction: true })).statusCode).toBe(403);
  });
});
