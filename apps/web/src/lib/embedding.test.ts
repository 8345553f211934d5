import { describe, expect, it } from 'vitest';
import { embeddedLocale, embeddedTheme, prepareEmbeddedDocument } from './embedding.ts';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://clutch.test');
  return { pathname, search };
};

describe('a framed page', () => {
  it('takes the host’s ?theme= and ?lang=, and ignores values it does not know', () => {
    expect(embeddedTheme(at('/embed/tournaments/1?theme=light'))).toBe('light');
    expect(embeddedTheme(at('/overlay/tournaments/1?theme=dark'))).toBe('dark');
    expect(embeddedTheme(at('/embed/tournaments/1?theme=neon'))).toBeNull();
    expect(embeddedLocale(at('/embed/tournaments/1?lang=pt-BR'))).toBe('pt-BR');
    expect(embeddedLocale(at('/embed/tournaments/1?lang=xx'))).toBeNull();
  });

  it('is the only page the URL sets them for: the app keeps the viewer’s own choice', () => {
    expect(embeddedTheme(at('/app/tournaments/1?theme=light'))).toBeNull();
    expect(embeddedLocale(at('/app/tournaments/1?lang=pt-BR'))).toBeNull();
  });

  it('paints no background as an overlay, and keeps the embed’s own', () => {
    const overlay = document.createElement('html');
    prepareEmbeddedDocument(at('/overlay/tournaments/1?theme=light'), overlay);
    expect(overlay.dataset).toMatchObject({ surface: 'transparent', theme: 'light' });
    const embed = document.createElement('html');
    prepareEmbeddedDocument(at('/embed/tournaments/1'), embed);
    expect(embed.dataset.surface).toBeUndefined();
    expect(embed.dataset.theme).toBeUndefined();
  });
});
