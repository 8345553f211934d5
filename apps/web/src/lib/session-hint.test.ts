import { afterEach, describe, expect, it } from 'vitest';
import { certainlySignedOut } from './session-hint.ts';
import { setSessionHint } from '@/test/session-hint-cookie.ts';

afterEach(() => {
  setSessionHint(null);
  document.cookie = 'other=; path=/; max-age=0';
});

describe('certainlySignedOut', () => {
  it('is true only for the hint 0, among other cookies', () => {
    expect(certainlySignedOut()).toBe(false);
    document.cookie = 'other=0; path=/';
    expect(certainlySignedOut()).toBe(false);
    setSessionHint('1');
    expect(certainlySignedOut()).toBe(false);
    setSessionHint('0');
    expect(certainlySignedOut()).toBe(true);
  });
});
