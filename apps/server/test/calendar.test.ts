import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, matches, teamMembers, teams, tournaments } from '../src/db/schema/index.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { competitionApi, isPlayable, startedTournament } from './competition-play.ts';
import { signedInUser } from './account-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const host = new URL(app.ctx.config.publicUrl).host;

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
/** Each VEVENT as its property lines, keyed by name (parameters dropped). */
function eventsOf(text: string) {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of linesOf(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return events;
}
const utc = (iso: Date) => iso.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const get = (url: string, who: QuickUser | null = null) => app.inject({ method: 'GET', url, headers: who?.auth ?? WEB });

await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'calorg');

describe('a tournament’s calendar event', () => {
  it('is one VEVENT in UTC with a stable UID, the game, the format and the organizer’s zone, its text escaped', async () => {
    const start = new Date('2030-03-01T18:00:00Z');
    const end = new Date('2030-03-03T22:00:00Z');
    const tournament = await insertTournament(t, {
      organizerId: organizer.user.id,
      gameId: cs2,
      name: 'Cup, finals; day\n2',
      startAt: start,
      endAt: end,
      timeZone: 'America/Sao_Paulo',
      format: 'KNOCKOUT',
    });
    const res = await get(`/api/v1/tournaments/${tournament.id}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(linesOf(res.body)[0]).toBe('BEGIN:VCALENDAR');
    const [event, ...others] = eventsOf(res.body);
    expect(others).toEqual([]);
    expect(event!.SUMMARY).toBe('Cup\\, finals\\; day\\n2');
    expect(event!.DTSTART).toBe(utc(start));
    expect(event!.DTEND).toBe(utc(end));
    expect(event!.UID).toBe(`tournament-${tournament.id}@${host}`);
    expect(event!.URL).toBe(`${app.ctx.config.publicUrl}/app/tournaments/${tournament.id}`);
    expect(event!.DESCRIPTION).toContain('Format: Knockout');
    expect(event!.DESCRIPTION).toContain('America/Sao_Paulo');
    expect(event!.DESCRIPTION).toMatch(/Game: /);
    expect(event!.STATUS).toBe('CONFIRMED');

    const portuguese = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${tournament.id}/calendar.ics`, headers: { ...WEB, 'accept-language': 'pt-BR' } });
    expect(eventsOf(portuguese.body)[0]!.DESCRIPTION).toContain('Formato: Mata-mata');
  });

  it('is CANCELLED for a cancelled tournament, and lasts a few hours when the end is not after the start', async () => {
    const start = new Date('2030-04-01T10:00:00Z');
    const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'CANCELLED', startAt: start, endAt: start });
    const [event] = eventsOf((await get(`/api/v1/tournaments/${tournament.id}/calendar.ics`)).body);
    expect(event!.STATUS).toBe('CANCELLED');
    expect(event!.DTEND).toBe(utc(new Date(start.getTime() + 4 * 60 * 60_000)));
  });

  it('is a draft’s organizer’s alone: a visitor and another user get a 404', async () => {
    const draft = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'DRAFT' });
    const url = `/api/v1/tournaments/${draft.id}/calendar.ics`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, await quickUser(t, 'calother'))).statusCode).toBe(404);
    expect((await get(url, organizer)).statusCode).toBe(200);
  });
});

describe('a match’s calendar event', () => {
  it('names both sides and the tournament, keeps its UID when the match moves and carries the new time', async () => {
    const { tournament } = await startedTournament(t, organizer, 2, { name: 'Spring Open', defaultBestOf: 3 });
    const match = (await competitionApi(t).matches(tournament.id)).find(isPlayable)!;
    const first = new Date('2030-05-01T19:00:00Z');
    const moved = new Date('2030-05-02T20:30:00Z');
    expect((await competitionApi(t).scheduleMatch(organizer, match.id, { starteDate: first.toISOString(), bestOf: 3 })).statusCode).toBe(200);

    const url = `/api/v1/matches/${match.id}/calendar.ics`;
    const before = await get(url);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const [event] = eventsOf(before.body);
    expect(event!.SUMMARY).toBe(`${match.results[0]!.teamName} vs ${match.results[1]!.teamName} — Spring Open`);
    expect(event!.DTSTART).toBe(utc(first));
    expect(event!.DTEND).toBe(utc(new Date(first.getTime() + 3 * 60 * 60_000)));
    expect(event!.UID).toBe(`match-${match.id}@${host}`);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await competitionApi(t).scheduleMatch(organizer, match.id, { starteDate: moved.toISOString() })).statusCode).toBe(200);
    const [after] = eventsOf((await get(url)).body);
    expect(after!.UID).toBe(event!.UID);
    expect(after!.DTSTART).toBe(utc(moved));
    expect(Number(after!.SEQUENCE)).toBeGreaterThan(Number(event!.SEQUENCE));
    expect(after!['LAST-MODIFIED']! > event!['LAST-MODIFIED']!).toBe(true);
  });

  it('answers 409 with a clear message while the match has no time, and 404 for an unknown match', async () => {
    const { tournament } = await startedTournament(t, organizer, 2);
    const match = (await competitionApi(t).matches(tournament.id)).find(isPlayable)!;
    await db.update(matches).set({ scheduledAt: null }).where(eq(matches.id, match.id));
    const res = await get(`/api/v1/matches/${match.id}/calendar.ics`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MATCH_NOT_SCHEDULED', message: 'This match has no scheduled time yet.' });
    const unknown = await get('/api/v1/matches/00000000-0000-4000-8000-000000000000/calendar.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MATCH_NOT_FOUND');
  });

  it('is hidden with its draft tournament', async () => {
    const { tournament } = await startedTournament(t, organizer, 2);
    const match = (await competitionApi(t).matches(tournament.id)).find(isPlayable)!;
    await db.update(matches).set({ scheduledAt: new Date('2030-06-01T10:00:00Z') }).where(eq(matches.id, match.id));
    await db.update(tournaments).set({ status: 'DRAFT' }).where(eq(tournaments.id, tournament.id));
    expect((await get(`/api/v1/matches/${match.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await get(`/api/v1/matches/${match.id}/calendar.ics`, organizer)).statusCode).toBe(200);
  });
});

describe('my calendar', () => {
  it('needs a session', async () => {
    expect((await get('/api/v1/users/me/calendar.ics')).statusCode).toBe(401);
    expect((await get('/api/v1/users/me/calendar-feed')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/users/me/calendar-feed', headers: WEB })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me/calendar-feed', headers: WEB })).statusCode).toBe(401);
  });

  it('lists exactly the tournaments I play or organize and my scheduled matches', async () => {
    const me = await quickUser(t, 'calme');
    const someoneElse = await quickUser(t, 'calelse');
    // Played: pending and accepted registrations; not a rejected one nor someone else's.
    const accepted = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    await insertRegisteredTeam(t, { tournamentId: accepted.id, captainId: me.user.id, name: 'Mine A' });
    const pending = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    await insertRegisteredTeam(t, { tournamentId: pending.id, captainId: me.user.id, name: 'Mine P', requestStatus: 'PENDING' });
    const rejected = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    await insertRegisteredTeam(t, { tournamentId: rejected.id, captainId: me.user.id, name: 'Mine R', requestStatus: 'REJECTED', rejectionReason: 'Full' });
    const notMine = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    await insertRegisteredTeam(t, { tournamentId: notMine.id, captainId: someoneElse.user.id, name: 'Theirs' });
    // A member of someone else's team once the invite is accepted, not while it is pending.
    const asMember = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    const { team: joined } = await insertRegisteredTeam(t, { tournamentId: asMember.id, captainId: someoneElse.user.id, name: 'Joined' });
    await db.insert(teamMembers).values({ teamId: joined.id, userId: me.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' });
    const invitedOnly = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    const { team: invitedTo } = await insertRegisteredTeam(t, { tournamentId: invitedOnly.id, captainId: someoneElse.user.id, name: 'Invited' });
    await db.insert(teamMembers).values({ teamId: invitedTo.id, userId: me.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' });
    // Organized, a draft included.
    const organized = await insertTournament(t, { organizerId: me.user.id, gameId: cs2, status: 'DRAFT' });
    // A started tournament where I captain one side: its match with a time is mine, the rest are not.
    const { tournament: played, entries } = await startedTournament(t, organizer, 4);
    const all = await competitionApi(t).matches(played.id);
    const myEntry = entries[0]!;
    await db.update(teams).set({ captainId: me.user.id }).where(eq(teams.id, myEntry.teamId));
    const myMatches = all.filter((m) => m.results.some((r) => r.teamRegistrationId === myEntry.registrationId));
    const otherMatches = all.filter((m) => !myMatches.includes(m));
    expect(myMatches.length).toBeGreaterThan(0);
    expect(otherMatches.length).toBeGreaterThan(0);
    for (const m of all) await db.update(matches).set({ scheduledAt: new Date('2030-07-01T10:00:00Z') }).where(eq(matches.id, m.id));

    const res = await get('/api/v1/users/me/calendar.ics', me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    const uids = eventsOf(res.body).map((e) => e.UID).sort();
    const expected = [
      ...[accepted, pending, asMember, organized, played].map((x) => `tournament-${x.id}@${host}`),
      ...myMatches.map((m) => `match-${m.id}@${host}`),
    ].sort();
    expect(uids).toEqual(expected);
    expect(uids).not.toContain(`tournament-${rejected.id}@${host}`);
    expect(uids).not.toContain(`tournament-${notMine.id}@${host}`);
    expect(uids).not.toContain(`tournament-${invitedOnly.id}@${host}`);
    // Each event's times are in UTC.
    for (const event of eventsOf(res.body)) expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
  });
});

describe('the private subscribe URL', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('is created, shown again, serves my calendar without a session, and another user’s token shows theirs', async () => {
    const me = await quickUser(t, 'calfeed');
    const tournament = await insertTournament(t, { organizerId: me.user.id, gameId: cs2, name: 'Feed Cup' });
    expect((await get('/api/v1/users/me/calendar-feed', me)).json()).toBeNull();

    const created = await app.inject({ method: 'POST', url: '/api/v1/users/me/calendar-feed', headers: me.auth });
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${app.ctx.config.publicUrl}/api/v1/calendar/feeds/[A-Za-z0-9_-]{20,}\\.ics$`));
    expect((await get('/api/v1/users/me/calendar-feed', me)).json()).toEqual({ url });

    // Only a hash is stored: the token itself is nowhere in the row.
    const token = feedPath(url).split('/').pop()!.replace(/\.ics$/, '');
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.user.id));
    expect(Object.values(row!).map(String).some((value) => value.includes(token))).toBe(false);

    const feed = await app.inject({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['content-disposition']).toMatch(/^inline; /);
    expect(eventsOf(feed.body).map((e) => e.UID)).toEqual([`tournament-${tournament.id}@${host}`]);

    const other = await quickUser(t, 'calfeed2');
    const theirs = (await app.inject({ method: 'POST', url: '/api/v1/users/me/calendar-feed', headers: other.auth })).json<{ url: string }>();
    expect(theirs.url).not.toBe(url);
    expect(eventsOf((await app.inject({ method: 'GET', url: feedPath(theirs.url) })).body)).toEqual([]);
  });

  it('stops working at once when rotated or turned off; an unknown token is a 404', async () => {
    const me = await quickUser(t, 'calrot');
    const first = (await app.inject({ method: 'POST', url: '/api/v1/users/me/calendar-feed', headers: me.auth })).json<{ url: string }>().url;
    const second = (await app.inject({ method: 'POST', url: '/api/v1/users/me/calendar-feed', headers: me.auth })).json<{ url: string }>().url;
    expect(second).not.toBe(first);
    const old = await app.inject({ method: 'GET', url: feedPath(first) });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(200);

    const removed = await app.inject({ method: 'DELETE', url: '/api/v1/users/me/calendar-feed', headers: me.auth });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(404);
    expect((await get('/api/v1/users/me/calendar-feed', me)).json()).toBeNull();
    // Turning off again answers the same.
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me/calendar-feed', headers: me.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/calendar/feeds/not-a-real-token.ics' })).statusCode).toBe(404);
  });
});

describe('account deletion', () => {
  it('turns the subscribe link off with the account', async () => {
    const me = await signedInUser(t, 'caldel');
    const { url } = (await app.inject({ method: 'POST', url: '/api/v1/users/me/calendar-feed', headers: me.auth })).json<{ url: string }>();
    expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/users/${me.user.id}`, headers: me.auth, payload: { password: me.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.user.id))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('declares the .ics answers as text/calendar and the feed link as JSON', async () => {
    const doc = (await app.inject('/api/docs/json')).json<{ paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> }>();
    const key = Object.keys(doc.paths).find((p) => p.startsWith('/api/v1/calendar/feeds/'))!;
    expect(key).toBeDefined();
    for (const path of ['/api/v1/tournaments/{id}/calendar.ics', '/api/v1/matches/{id}/calendar.ics', '/api/v1/users/me/calendar.ics', key]) {
      expect(Object.keys(doc.paths[path]!.get!.responses['200']!.content!), path).toEqual(['text/calendar']);
    }
    expect(Object.keys(doc.paths['/api/v1/users/me/calendar-feed']!.get!.responses['200']!.content!)).toEqual(['application/json']);
  });
});
