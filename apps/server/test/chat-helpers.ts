import type { ChatMessage, ChatMessagePage, ChatRoom, ChatRoomKind } from '@clutch/contract/chat';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { friendships, teamMembers, users } from '../src/db/schema/index.ts';
import { sql, eq } from 'drizzle-orm';
import { gameIdOf, insertMatch, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';

type Who = { auth: Record<string, string> };

/** The chat API as a person calls it. */
export function chatApi(t: TestApp) {
  const inject = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.auth : { 'x-client-type': 'web' }, payload });
  return {
    inject,
    openRes: (who: Who | null, kind: ChatRoomKind, subjectId: string) => inject(who, 'GET', `/api/v1/chat/rooms/${kind}/${subjectId}`),
    async open(who: Who, kind: ChatRoomKind, subjectId: string) {
      const res = await inject(who, 'GET', `/api/v1/chat/rooms/${kind}/${subjectId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatRoom>();
    },
    sendRes: (who: Who | null, roomId: string, text: string, clientId: string = randomUUID()) =>
      inject(who, 'POST', `/api/v1/chat/rooms/${roomId}/messages`, { clientId, text }),
    async send(who: Who, roomId: string, text: string, clientId: string = randomUUID()) {
      const res = await inject(who, 'POST', `/api/v1/chat/rooms/${roomId}/messages`, { clientId, text });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ChatMessage>();
    },
    listRes: (who: Who | null, roomId: string, query = '') => inject(who, 'GET', `/api/v1/chat/rooms/${roomId}/messages${query}`),
    async list(who: Who, roomId: string, query = '') {
      const res = await inject(who, 'GET', `/api/v1/chat/rooms/${roomId}/messages${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatMessagePage>();
    },
    removeRes: (who: Who | null, roomId: string, messageId: string) => inject(who, 'DELETE', `/api/v1/chat/rooms/${roomId}/messages/${messageId}`),
    muteRes: (who: Who | null, roomId: string, userId: string, minutes = 10) =>
      inject(who, 'PUT', `/api/v1/chat/rooms/${roomId}/mutes/${userId}`, { minutes }),
    markRead: (who: Who, roomId: string, seq: number) => inject(who, 'POST', `/api/v1/chat/rooms/${roomId}/read`, { seq }),
  };
}

/** The socket token of a quickUser. */
export const tokenOf = (who: QuickUser) => who.auth.authorization.replace(/^Bearer /, '');

export async function makeFriends(t: TestApp, a: string, b: string) {
  await t.app.ctx.db.insert(friendships).values({ requesterId: a, addresseeId: b, status: 'ACCEPTED', respondedAt: new Date() });
}

export async function makeAdmin(t: TestApp, userId: string) {
  await t.app.ctx.db.update(users).set({ roles: sql`ARRAY['USER','ADMIN']::text[]` }).where(eq(users.id, userId));
}

/**
 * A tournament run by O with two accepted teams (captains P1 and P2, P1's team with member P1b) meeting in a
 * match, plus a third accepted team (P3) outside the match.
 */
export async function chatWorld(t: TestApp, status = 'IN_PROGRESS') {
  await syncGames(t);
  const gameId = await gameIdOf(t, 'cs2');
  const O = await quickUser(t, 'org');
  const [P1, P1b, P2, P3] = [await quickUser(t, 'pa'), await quickUser(t, 'pab'), await quickUser(t, 'pb'), await quickUser(t, 'pc')];
  const tournament = await insertTournament(t, { organizerId: O.user.id, gameId, status });
  const home = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: P1.user.id, name: `Home ${Math.random().toString(36).slice(2, 6)}` });
  await t.app.ctx.db
    .insert(teamMembers)
    .values({ teamId: home.team.id, userId: P1b.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED', joinedAt: new Date() });
  const away = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: P2.user.id, name: `Away ${Math.random().toString(36).slice(2, 6)}` });
  const third = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: P3.user.id, name: `Third ${Math.random().toString(36).slice(2, 6)}` });
  const match = await insertMatch(t, { tournamentId: tournament.id, home: home.registration.id, away: away.registration.id, status: 'IN_PROGRESS' });
  return { gameId, O, P1, P1b, P2, P3, tournament, home, away, third, match };
}
