import { describe, expect, it } from 'vitest';
import { parseStreamUrl } from './stream-url.ts';

const host = 'clutch.example';

describe('parseStreamUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/a_b-C1d2E3f?si=share', 'a_b-C1d2E3f'],
  ])('embeds the YouTube link %s without cookies', (url, id) => {
    expect(parseStreamUrl(url, host)).toEqual({ provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` });
  });

  it('embeds a Twitch channel with our host as parent and autoplay off', () => {
    expect(parseStreamUrl('https://www.twitch.tv/ESL_CSGO', host)).toEqual({
      provider: 'twitch',
      channel: 'esl_csgo',
      embedUrl: 'https://player.twitch.tv/?channel=esl_csgo&parent=clutch.example&autoplay=false',
    });
  });

  it('embeds a Twitch video', () => {
    expect(parseStreamUrl('https://twitch.tv/videos/2101234567', 'localhost')?.embedUrl).toBe(
      'https://player.twitch.tv/?video=v2101234567&parent=localhost&autoplay=false',
    );
  });

  it.each([
    null,
    '',
    'not a url',
    'javascript:alert(1)',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ1',
    'https://www.youtube.com/watch',
    'https://youtu.be/',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.twitch.tv/',
    'https://www.twitch.tv/directory',
    'https://www.twitch.tv/videos/abc',
    'https://www.twitch.tv/some/clip/path',
    'https://www.twitch.tv/bad-name!',
    'https://vimeo.com/123456',
  ])('rejects %s', (url) => {
    expect(parseStreamUrl(url, host)).toBeNull();
  });
});
