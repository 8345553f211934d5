import { endpoint } from '@clutch/contract/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, stubApi } from '@/test/stub-api.ts';
import { ApiError, callEndpoint } from './http.ts';

const thing = z.object({ id: z.string(), count: z.number() });
const getThing = endpoint('GET', '/api/v1/things/:id', { params: z.object({ id: z.string() }), query: z.object({ full: z.string().optional() }), response: thing });
const renameThing = endpoint('PUT', '/api/v1/things/:id/name', { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }), response: thing });

afterEach(() => vi.restoreAllMocks());

describe('callEndpoint', () => {
  it('fills the path, adds the query and parses the answer with the response schema', async () => {
    const api = stubApi({ 'GET /things/a%2Fb': { body: { id: 'a/b', count: 2, extra: true } } });
    await expect(callEndpoint(getThing, { params: { id: 'a/b' }, query: { full: 'yes' } })).resolves.toEqual({ id: 'a/b', count: 2 });
    const [request] = api.requests;
    expect(request!.query.get('full')).toBe('yes');
    expect(request!.headers.get('x-client-type')).toBe('web');
  });

  it('sends the method and the JSON body the endpoint declares', async () => {
    const api = stubApi({ 'PUT /things/1/name': { body: { id: '1', count: 0 } } });
    await callEndpoint(renameThing, { params: { id: '1' }, body: { name: 'New' } });
    expect(api.requestsTo('PUT /things/1/name')[0]!.body).toEqual({ name: 'New' });
    expect(api.requests[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('parses with the schema the caller gives instead', async () => {
    stubApi({ 'GET /things/1': { body: { id: '1' } } });
    const lenient = z.object({ id: z.string(), count: z.number().default(0) });
    await expect(callEndpoint(getThing, { params: { id: '1' }, schema: lenient })).resolves.toEqual({ id: '1', count: 0 });
  });

  it('throws the server’s code, message and fields', async () => {
    stubApi({ 'GET /things/1': apiError(409, 'The tournament is full.', 'TOURNAMENT_FULL') });
    const error = await callEndpoint(getThing, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'TOURNAMENT_FULL', message: 'The tournament is full.' });
  });

  it('gives an answer without a code it knows the generic code of its status', async () => {
    stubApi({
      'GET /things/1': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      'GET /things/2': { status: 409, body: { message: 'Newer server.', code: 'SOMETHING_NEW' } },
    });
    await expect(callEndpoint(getThing, { params: { id: '1' } })).rejects.toMatchObject({ status: 502, code: 'INTERNAL', message: 'Bad Gateway' });
    await expect(callEndpoint(getThing, { params: { id: '2' } })).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: 'Newer server.' });
  });
});
