import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { login, register, ROOMY_LIMITS, signedInUser, verificationTokenFor } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const open: ClientSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

async function socketFor(token: string) {
  const socket: ClientSocket = connectClient(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, events, disconnected };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('account events on sockets', () => {
  it('change-password tells and disconnects the other sessions only', async () => {
    const me = await signedInUser(t);
    const other = await login(t, me.nickName, me.password);
    const current = await socketFor(me.token);
    const elsewhere = await socketFor(other.token);

    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: me.auth,
      payload: { currentPassword: me.password, newPassword: 'another secret 9' },
    });
    expect(res.statusCode).toBe(200);
    expect(await elsewhere.disconnected).toBe('io server disconnect');
    expect(elsewhere.events).toContainEqual({ event: 'session:revoked', payload: { reason: 'password-changed' } });
    await settle();
    expect(current.socket.connected).toBe(true);
    expect(current.events).toEqual([]);
  });

  it('logout disconnects the session', async () => {
    const me = await signedInUser(t);
    const s = await socketFor(me.token);
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: me.auth });
    expect(await s.disconnected).toBe('io server disconnect');
    expect(s.events).toContainEqual({ event: 'session:revoked', payload: { reason: 'logout' } });
  });

  it('verifying the e-mail tells the user’s sockets', async () => {
    const account = await register(t);
    const { token } = await login(t, account.nickName, account.password);
    const s = await socketFor(token);
    const link = await verificationTokenFor(t, account.email);
    await app.inject({ method: 'POST', url: `/api/v1/auth/verify-account/${link}`, headers: WEB });
    await settle();
    expect(s.events).toEqual([{ event: 'user:updated', payload: { userId: account.user.id } }]);
  });

  it('deleting the account disconnects every session', async () => {
    const me = await signedInUser(t);
    const other = await login(t, me.nickName, me.password);
    const a = await socketFor(me.token);
    const b = await socketFor(other.token);
    const res = await app.inject({ method: 'DELETE', url: `/api/v1/users/${me.user.id}`, headers: me.auth, payload: { password: me.password } });
    expect(res.statusCode).toBe(200);
    expect(await a.disconnected).toBe('io server disconnect');
    expect(await b.disconnected).toBe('io server disconnect');
    expect(b.events).toContainEqual({ event: 'session:revoked', payload: { reason: 'account-deleted' } });
  });
});
