import { afterEach, describe, expect, it } from 'vitest';
import { certainlySignedOut, SESSION_HINT_COOKIE } from './session-hint.ts';

const setHint = (value: string | null) => {
  document.cookie =
    value === null ? `${SESSION_HINT_COOKIE}=; path=/; max-age=0` : `${SESSION_HINT_COOKIE}=${value}; path=/`;
};

afterEach(() => {
  setHint(null);
  document.cookie = 'other=; path=/; max-age=0';
});

describe('certainlySignedOut', () => {
  it('is true only for the hint 0, among other cookies', () => {
    expect(certainlySignedOut()).toBe(false);
    document.cookie = 'other=0; path=/';
    expect(certainlySignedOut()).toBe(false);
    setHint('1');
    expect(certainlySignedOut()).toBe(false);
    setHint('0');
    expect(certainlySignedOut()).toBe(true);
  });
});
