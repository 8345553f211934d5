import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { competitionApi, tournamentWithTeams } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const t = await createTestApp();
const { app } = t;
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');

const open: ClientSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

/** A signed-out watcher of the tournament's room, recording every event it receives. */
async function watcher(tournamentId: string) {
  const socket: ClientSocket = connectClient(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  expect(await socket.timeout(3000).emitWithAck('tournament:join', { tournamentId })).toBe(true);
  return { socket, events };
}

/** Waits until `check` passes on the received events (events arrive after the HTTP answer). */
async function eventually(check: () => void, timeoutMs = 3000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() - started > timeoutMs) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('live events in the tournament room', () => {
  it('tells watchers about the start, each changed match and the standings', async () => {
    const { tournament, entries } = await tournamentWithTeams(t, organizer, 4, { format: 'KNOCKOUT' });
    const live = await watcher(tournament.id);
    expect((await api.start(organizer, tournament.id)).statusCode).toBe(200);
    await eventually(() => {
      expect(live.events).toContainEqual({ event: 'tournament:updated', payload: { tournamentId: tournament.id, status: 'IN_PROGRESS' } });
      expect(live.events).toContainEqual({ event: 'standings:updated', payload: { tournamentId: tournament.id } });
    });

    const list = await api.matches(tournament.id);
    const [semi1] = list;
    const final = list.find((m) => m.round === 2)!;
    live.events.length = 0;
    expect((await api.result(organizer, semi1!.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    await eventually(() => {
      const updated = live.events.filter((e) => e.event === 'match:updated').map((e) => e.payload as { tournamentId: string; match: { id: string; status: string; results: { teamName: string }[] } });
      expect(updated.map((u) => u.match.id).sort()).toEqual([semi1!.id, final.id].sort());
      expect(updated.every((u) => u.tournamentId === tournament.id)).toBe(true);
      expect(updated.find((u) => u.match.id === semi1!.id)!.match.status).toBe('FINISHED');
      expect(updated.find((u) => u.match.id === final.id)!.match.results[0]!.teamName).toBe(entries[0]!.name);
      expect(live.events.filter((e) => e.event === 'standings:updated')).toHaveLength(1);
    });
  });

  it("shows a captain's report to watchers, and stops after tournament:leave", async () => {
    const { tournament, entries } = await tournamentWithTeams(t, organizer, 2, { format: 'KNOCKOUT' });
    await api.start(organizer, tournament.id);
    const [only] = await api.matches(tournament.id);
    const live = await watcher(tournament.id);
    const report = await api.reported(entries[0]!.captain, only!.id, { homeScore: 1, awayScore: 0 });
    await eventually(() => {
      const updated = live.events.find((e) => e.event === 'match:updated')?.payload as { match: { id: string; pendingReport: { id: string } | null } } | undefined;
      expect(updated?.match).toMatchObject({ id: only!.id, pendingReport: { id: report.id } });
    });
    expect(live.events.some((e) => e.event === 'standings:updated')).toBe(false);

    live.socket.emit('tournament:leave', { tournamentId: tournament.id });
    await live.socket.timeout(3000).emitWithAck('system:ping');
    live.events.length = 0;
    expect((await api.confirm(entries[1]!.captain, report.id)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.events).toEqual([]);
  });
});
