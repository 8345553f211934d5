import { describe, expect, it } from 'vitest';
import { isLocale, matchLocale, negotiateLocale } from './locales.ts';

describe('locales', () => {
  it('matches English and every Portuguese to the locales we write', () => {
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('fr')).toBeNull();
  });

  it('picks the best supported language of an Accept-Language header by q-value', () => {
    expect(negotiateLocale('pt-BR,pt;q=0.9,en-US;q=0.8')).toBe('pt-BR');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.5,pt;q=0.7')).toBe('pt-BR');
    expect(negotiateLocale('en;q=0.4, pt-BR;q=0.3')).toBe('en');
    expect(negotiateLocale('de, *;q=0.1')).toBeNull();
    expect(negotiateLocale('pt;q=0, en')).toBe('en');
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it('tells a supported locale from anything else', () => {
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
