import { describe, expect, it } from 'vitest';
import { firstFreeNickname, nicknameBase } from './google-nickname.ts';

describe('Google nicknames', () => {
  it('derives a valid nickname from the given name, else the e-mail', () => {
    expect(nicknameBase({ givenName: 'José María', email: 'x@example.com' })).toBe('JoseMaria');
    expect(nicknameBase({ givenName: '李', email: 'li.wei@example.com' })).toBe('li.wei');
    expect(nicknameBase({ email: 'al@example.com' })).toBe('player_al');
    expect(nicknameBase({ givenName: 'A'.repeat(60), email: 'x@example.com' })).toHaveLength(28);
    expect(nicknameBase({ email: '...@example.com' })).toBe('player');
  });

  it('adds the first free number when taken', () => {
    expect(firstFreeNickname('Maya', new Set())).toBe('Maya');
    expect(firstFreeNickname('Maya', new Set(['maya', 'maya2']))).toBe('Maya3');
  });
});
