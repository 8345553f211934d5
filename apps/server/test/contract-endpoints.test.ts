import { authEndpoints, otpEndpoints } from '@clutch/contract/auth';
import { calendarEndpoints } from '@clutch/contract/calendar';
import { chatEndpoints } from '@clutch/contract/chat';
import { competitionEndpoints } from '@clutch/contract/competition';
import type { Endpoint } from '@clutch/contract/endpoint';
import { gameEndpoints } from '@clutch/contract/games';
import { notificationEndpoints } from '@clutch/contract/notifications';
import { openBracketEndpoints } from '@clutch/contract/open-bracket';
import { adminJobEndpoints } from '@clutch/contract/jobs';
import { organizerEndpoints, targetEndpoints } from '@clutch/contract/organizer';
import { paymentEndpoints, ticketEndpoints } from '@clutch/contract/payments';
import { pushEndpoints } from '@clutch/contract/push';
import { searchEndpoints } from '@clutch/contract/search';
import { blockEndpoints, followEndpoints, friendshipEndpoints } from '@clutch/contract/social';
import { storyEndpoints } from '@clutch/contract/stories';
import { inviteEndpoints, registrationEndpoints, teamEndpoints } from '@clutch/contract/teams';
import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { discoverEndpoints, profileEndpoints, userEndpoints } from '@clutch/contract/users';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './test-app.ts';

// Every route Fastify registers, with the schemas it validates and serialises with: recorded by a hook added the
// moment buildApp creates its instance, before any route exists.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<{ default: (options?: object) => FastifyInstance }>();
  const recording = (options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  };
  return { ...actual, default: recording };
});

const groups = {
  authEndpoints,
  otpEndpoints,
  userEndpoints,
  profileEndpoints,
  discoverEndpoints,
  gameEndpoints,
  searchEndpoints,
  tournamentEndpoints,
  organizerEndpoints,
  targetEndpoints,
  competitionEndpoints,
  teamEndpoints,
  registrationEndpoints,
  inviteEndpoints,
  paymentEndpoints,
  ticketEndpoints,
  friendshipEndpoints,
  followEndpoints,
  blockEndpoints,
  storyEndpoints,
  notificationEndpoints,
  chatEndpoints,
  pushEndpoints,
  calendarEndpoints,
  openBracketEndpoints,
  adminJobEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

const declared = Object.entries(groups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]: [string, Endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);

await createTestApp();

const key = (method: string, url: string) => `${method} ${url}`;
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const apiRoutes = new Map(
  registered.flatMap((route) => methodsOf(route).filter((m) => m !== 'HEAD').map((method) => [key(method, route.url), route] as const)).filter(([k]) => k.includes(' /api/v1/')),
);

describe('the contract’s endpoints', () => {
  it('declare each method and path once', () => {
    const keys = declared.map(({ endpoint }) => key(endpoint.method, endpoint.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('are each served by the server, and every /api/v1 route is one of them', () => {
    const keys = new Set(declared.map(({ endpoint }) => key(endpoint.method, endpoint.path)));
    expect(declared.filter(({ endpoint }) => !apiRoutes.has(key(endpoint.method, endpoint.path))).map(({ name }) => name)).toEqual([]);
    expect([...apiRoutes.keys()].filter((k) => !keys.has(k))).toEqual([]);
  });

  // The same schema objects, not look-alikes: what the web client sends and parses is what the route checks.
  it.each(declared)('$name: the route validates and answers with the declared schemas', ({ endpoint }) => {
    const schema = apiRoutes.get(key(endpoint.method, endpoint.path))?.schema as Record<string, unknown> | undefined;
    expect(schema).toBeDefined();
    expect(schema!.params).toBe(endpoint.params);
    expect(schema!.querystring).toBe(endpoint.query);
    expect(schema!.body).toBe(endpoint.body);
    expect((schema!.response as Record<number, unknown>)[endpoint.status ?? 200]).toBe(endpoint.response);
    expect(schema!.consumes?.toString() === 'multipart/form-data').toBe(endpoint.multipart === true);
    expect(schema!.produces?.toString()).toBe(endpoint.produces);
  });
});
