import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';

const format = (message: string, locale: string, values?: Parameters<typeof formatMessage>[2]) => formatMessage(parse(message), locale, values);

describe('formatMessage', () => {
  it('fills arguments in as they are', () => {
    expect(format('Hello {name}, you have {count} items', 'en', { name: 'Nova', count: 1500 })).toBe('Hello Nova, you have 1500 items');
  });

  it('picks plural forms by the language, exact matches first, # formatted as a number', () => {
    const players = '{count, plural, =0 {no players} one {# player} other {# players}}';
    expect([0, 1, 2, 1500].map((count) => format(players, 'en', { count }))).toEqual(['no players', '1 player', '2 players', '1,500 players']);
    const jogadores = '{count, plural, one {# jogador} other {# jogadores}}';
    expect([0, 1, 2, 1500].map((count) => format(jogadores, 'pt-BR', { count }))).toEqual(['0 jogador', '1 jogador', '2 jogadores', '1.500 jogadores']);
  });

  it('applies a plural offset to the rule and to #, not to the exact match', () => {
    const others = '{n, plural, offset:1 =1 {only you} one {you and # other} other {you and # others}}';
    expect([1, 2, 3].map((n) => format(others, 'en', { n }))).toEqual(['only you', 'you and 1 other', 'you and 2 others']);
  });

  it('orders with selectordinal', () => {
    const place = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11].map((n) => format(place, 'en', { n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th']);
  });

  it('selects, falling back to other', () => {
    const status = '{status, select, live {Ao vivo} other {Em breve}}';
    expect(format(status, 'pt-BR', { status: 'live' })).toBe('Ao vivo');
    expect(format(status, 'pt-BR', { status: 'draft' })).toBe('Em breve');
  });

  it('formats numbers, percentages and skeletons, dates and times in the locale', () => {
    expect(format('{n, number}', 'pt-BR', { n: 1234.5 })).toBe('1.234,5');
    expect(format('{n, number, percent}', 'en', { n: 0.25 })).toBe('25%');
    expect(format('{n, number, ::currency/EUR}', 'pt-BR', { n: 20 })).toBe('€\u00a020,00');
    const when = new Date('2026-03-12T17:00:00Z');
    expect(format('{d, date, long}', 'en', { d: when })).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(when));
    expect(format('{d, time, short}', 'pt-BR', { d: when })).toBe(new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' }).format(when));
  });

  it('hands a tag its formatted contents and keeps the parts around it', () => {
    const text = format('Read the <b>{count, plural, one {# rule} other {# rules}}</b> first', 'en', {
      count: 3,
      b: (chunks) => `**${chunks.join('')}**`,
    });
    expect(text).toBe('Read the **3 rules** first');
  });
});
