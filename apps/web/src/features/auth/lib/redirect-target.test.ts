import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('goes to the dashboard when nothing was remembered', () => {
    expect(redirectTarget(undefined)).toBe('/app/');
    expect(redirectTarget(null)).toBe('/app/');
    expect(redirectTarget({})).toBe('/app/');
  });

  it('accepts the path the guard remembered as a string', () => {
    expect(redirectTarget({ from: '/app/tickets/7?tab=matches' })).toBe('/app/tickets/7?tab=matches');
  });

  it('accepts the Location the guard remembered', () => {
    expect(redirectTarget({ from: { pathname: '/app/billing', search: '?status=paid', hash: '#top', state: null, key: 'k' } })).toBe(
      '/app/billing?status=paid#top',
    );
  });

  it('refuses other origins and the auth screens themselves', () => {
    expect(redirectTarget({ from: 'https://evil.example/app/' })).toBe('/app/');
    expect(redirectTarget({ from: '//evil.example/app/' })).toBe('/app/');
    expect(redirectTarget({ from: '/\\evil.example' })).toBe('/app/');
    expect(redirectTarget({ from: '/app/auth/login' })).toBe('/app/');
    expect(redirectTarget({ from: { pathname: '/auth/forgot-password' } })).toBe('/app/');
  });
});
