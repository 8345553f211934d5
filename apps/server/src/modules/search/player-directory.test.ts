import { describe, expect, it } from 'vitest';
import { PlayerDirectory, type DirectoryPlayer } from './player-directory.ts';

const player = (id: string, lower: string, followerCount = 0, createdAtUs = 0, extra: Partial<DirectoryPlayer> = {}): DirectoryPlayer => ({
  id,
  lower,
  followerCount,
  countryCode: null,
  createdAtUs,
  blockedUserIds: [],
  ...extra,
});
const nobody = { id: 'someone', blockedUserIds: [] };

describe('PlayerDirectory', () => {
  it('keeps a prefix as one range through upserts, renames and removals', () => {
    const d = new PlayerDirectory();
    d.reset([player('1', 'bob'), player('2', 'alice'), player('3', 'bobby')]);
    d.upsert(player('4', 'bo'));
    d.upsert(player('2', 'boa')); // renamed into the range
    d.upsert(player('3', 'zed')); // renamed out of it
    d.remove('1');
    d.remove('missing');
    expect(d.size).toBe(3);
    expect(d.page('bo', nobody, { sort: 'nickname', limit: 10, offset: 0 })).toEqual(['4', '2']);
    expect(d.page('z', nobody, { sort: 'nickname', limit: 10, offset: 0 })).toEqual(['3']);
  });

  it('orders by followers then nickname then id, by newest (microseconds, then id descending), by nickname', () => {
    const d = new PlayerDirectory();
    d.reset([player('b', 'pa', 1, 10), player('a', 'pb', 1, 10), player('c', 'pc', 5, 9), player('d', 'pd', 0, 11)]);
    expect(d.page('p', nobody, { sort: 'followers', limit: 10, offset: 0 })).toEqual(['c', 'b', 'a', 'd']);
    expect(d.page('p', nobody, { sort: 'newest', limit: 10, offset: 0 })).toEqual(['d', 'b', 'a', 'c']);
    expect(d.page('p', nobody, { sort: 'nickname', limit: 2, offset: 1 })).toEqual(['a', 'c']);
  });

  it('pages past what a partial sort keeps the same as one full sort', () => {
    const d = new PlayerDirectory();
    const all = Array.from({ length: 600 }, (_, i) => player(String(i).padStart(3, '0'), `n${(i * 37) % 600}`, i % 9, i % 13));
    d.reset(all);
    const whole = d.page('n', nobody, { sort: 'followers', limit: 600, offset: 0 });
    expect(new Set(whole).size).toBe(600);
    for (const offset of [0, 5, 250, 300, 590]) expect(d.page('n', nobody, { sort: 'followers', limit: 10, offset })).toEqual(whole.slice(offset, offset + 10));
  });

  it('leaves out the viewer, whom they blocked, who blocked them, and other countries', () => {
    const d = new PlayerDirectory();
    d.reset([
      player('viewer', 'xv'),
      player('1', 'x1', 0, 0, { countryCode: 'BR' }),
      player('2', 'x2', 0, 0, { blockedUserIds: ['viewer'] }),
      player('3', 'x3'),
      player('4', 'x4', 0, 0, { countryCode: 'BR' }),
    ]);
    const viewer = { id: 'viewer', blockedUserIds: ['3'] };
    expect(d.page('x', viewer, { sort: 'nickname', limit: 10, offset: 0 })).toEqual(['1', '4']);
    expect(d.page('x', viewer, { sort: 'followers', limit: 10, offset: 0, country: 'BR' })).toEqual(['1', '4']);
    expect(d.page('x', nobody, { sort: 'nickname', limit: 10, offset: 0 })).toEqual(['1', '2', '3', '4', 'viewer']);
  });
});
