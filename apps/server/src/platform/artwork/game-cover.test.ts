import { describe, expect, it } from 'vitest';
import { escapeXml, layoutTitle, renderGameCover } from './game-cover.ts';

describe('game cover', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;');
  });

  it('sets short names large on one line and wraps long ones at smaller sizes', () => {
    expect(layoutTitle('Chess')).toEqual({ size: 132, lines: ['Chess'] });
    const long = layoutTitle('Halo: The Master Chief Collection');
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join(' ')).toBe('Halo: The Master Chief Collection');
    const longer = layoutTitle('Tom Clancy\'s Rainbow Six Siege: Operation Deadly Omen Edition');
    expect(longer.size).toBeLessThan(132);
    expect(longer.lines.length).toBeLessThanOrEqual(3);
  });

  it('breaks a word too long for a line and ends an endless name with an ellipsis', () => {
    const word = layoutTitle('W'.repeat(40));
    expect(word.lines.join('')).toBe('W'.repeat(40));
    const endless = layoutTitle('Word '.repeat(80).trim());
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines[2]!.endsWith('…')).toBe(true);
  });

  it('is deterministic per slug, tinted by genre, and self-contained', () => {
    const game = { slug: 'cs2', name: 'Counter-Strike 2', genres: ['FPS'], platforms: ['PC'] };
    const svg = renderGameCover(game);
    expect(renderGameCover(game)).toBe(svg);
    expect(renderGameCover({ ...game, slug: 'cs3' })).not.toBe(svg);
    expect(renderGameCover({ ...game, genres: ['Racing'] })).not.toBe(svg);
    expect(svg).toContain('viewBox="0 0 1280 720"');
    expect(svg).not.toMatch(/<script|<image|href=|url\(['"]?http/i);
    expect(renderGameCover({ ...game, genres: ['Unknown'] })).toContain('PC');
  });
});
