import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, fillPath } from './endpoint.ts';

describe('endpoint', () => {
  it('keeps the method, the path and the schemas it is given', () => {
    const response = z.object({ ok: z.boolean() });
    expect(endpoint('POST', '/api/v1/things/:id', { response, status: 201 })).toEqual({ method: 'POST', path: '/api/v1/things/:id', response, status: 201 });
  });
});

describe('fillPath', () => {
  it('puts each parameter in its place, URI-encoded', () => {
    expect(fillPath('/api/v1/tournaments/:id/prizes/:position/pay', { id: 'a b/c', position: 2 })).toBe('/api/v1/tournaments/a%20b%2Fc/prizes/2/pay');
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/api/v1/games/all', {})).toBe('/api/v1/games/all');
  });
});
