import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, teamMembers, teamRegistrations, tournamentFollows } from '../src/db/schema/index.ts';
import { gameIdOf, insertMatch, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { notificationApi } from './notification-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const api = notificationApi(t);
const MINUTE = 60_000;

describe('GET /live-events', () => {
  it('lists the live and soon-starting matches of running tournaments I follow or play in, live first', async () => {
    const organizer = await quickUser(t, 'org');
    const [me, pending, stranger] = [await quickUser(t, 'me'), await quickUser(t, 'pend'), await quickUser(t, 'str')];
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * MINUTE);
    const running = (name: string, values: object = {}) =>
      insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'IN_PROGRESS', name, maxPlayersPerTeam: 5, ...values });
    const teamsIn = async (tournamentId: string, names: string[]) => {
      const out: Record<string, string> = {};
      for (const name of names) {
        const captain = await quickUser(t, 'cap');
        out[name] = (await insertRegisteredTeam(t, { tournamentId, captainId: captain.user.id, name })).registration.id;
      }
      return out;
    };

    // Followed, with a stream.
    const followed = await running('Followed Cup', { streamUrl: 'https://www.twitch.tv/followed' });
    await db.insert(tournamentFollows).values({ userId: me.user.id, tournamentId: followed.id });
    const f = await teamsIn(followed.id, ['Alpha', 'Bravo', 'Charlie', 'Delta']);
    const live = await insertMatch(t, { tournamentId: followed.id, status: 'IN_PROGRESS', home: f.Alpha!, away: f.Bravo!, score: [1, 0], number: 1 });
    const pastStart = await insertMatch(t, { tournamentId: followed.id, home: f.Charlie!, away: f.Delta!, scheduledAt: at(-10), number: 2 });
    const soon = await insertMatch(t, { tournamentId: followed.id, home: f.Alpha!, away: f.Charlie!, scheduledAt: at(30), number: 3 });
    await insertMatch(t, { tournamentId: followed.id, home: f.Bravo!, away: f.Delta!, scheduledAt: at(120), number: 4 });
    await insertMatch(t, { tournamentId: followed.id, home: f.Alpha!, away: f.Delta!, score: [2, 0], scheduledAt: at(-60), number: 5 });
    await insertMatch(t, { tournamentId: followed.id, home: f.Bravo!, away: null, scheduledAt: at(10), number: 6 });
    const bye = await insertMatch(t, { tournamentId: followed.id, home: f.Charlie!, away: f.Bravo!, scheduledAt: at(5), number: 7 });
    await db.update(matches).set({ bye: true }).where(eq(matches.id, bye.id));

    // Played in: my team's registration is accepted and so is my place in the team; a pending invitee is not playing.
    const played = await running('Played Cup');
    const p = await teamsIn(played.id, ['Mine', 'Theirs']);
    const [mineTeam] = await db.select({ teamId: teamRegistrations.teamId }).from(teamRegistrations).where(eq(teamRegistrations.id, p.Mine!));
    await db.insert(teamMembers).values([
      { teamId: mineTeam!.teamId, userId: me.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' },
      { teamId: mineTeam!.teamId, userId: pending.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' },
    ]);
    const mine = await insertMatch(t, { tournamentId: played.id, home: p.Theirs!, away: p.Mine!, scheduledAt: at(45) });

    // Neither followed nor played: not listed. Followed but over: not listed.
    const other = await running('Other Cup');
    const o = await teamsIn(other.id, ['X', 'Y']);
    await insertMatch(t, { tournamentId: other.id, status: 'IN_PROGRESS', home: o.X!, away: o.Y! });
    const over = await running('Over Cup', { status: 'FINISHED' });
    await db.insert(tournamentFollows).values({ userId: me.user.id, tournamentId: over.id });
    const v = await teamsIn(over.id, ['V1', 'V2']);
    await insertMatch(t, { tournamentId: over.id, status: 'IN_PROGRESS', home: v.V1!, away: v.V2! });

    const events = await api.live(me);
    expect(events.map((e) => [e.matchId, e.state])).toEqual([
      [pastStart.id, 'LIVE'],
      [live.id, 'LIVE'],
      [soon.id, 'STARTING_SOON'],
      [mine.id, 'STARTING_SOON'],
    ]);
    expect(events[1]).toEqual({
      matchId: live.id,
      tournamentId: followed.id,
      tournamentName: 'Followed Cup',
      state: 'LIVE',
      startsAt: null,
      sides: [
        { name: 'Alpha', score: 1 },
        { name: 'Bravo', score: 0 },
      ],
      streamUrl: 'https://www.twitch.tv/followed',
      mine: false,
    });
    expect(events[3]).toMatchObject({
      tournamentName: 'Played Cup',
      startsAt: at(45).toISOString(),
      sides: [
        { name: 'Theirs', score: null },
        { name: 'Mine', score: null },
      ],
      streamUrl: null,
      mine: true,
    });

    expect(await api.live(pending)).toEqual([]);
    expect(await api.live(stranger)).toEqual([]);
  });
});
