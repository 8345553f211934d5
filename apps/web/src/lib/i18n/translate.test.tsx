import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineMessage } from './message.ts';
import { translator } from './translate.ts';

const players = defineMessage({ defaultMessage: '{count, plural, one {# player} other {# players}}' });
const signIn = defineMessage({ defaultMessage: 'Already have an account? <link>Sign in</link>' });

const english = translator({ locale: 'en', catalogue: {} });
const portuguese = translator({
  locale: 'pt-BR',
  catalogue: {
    [players.id!]: parse('{count, plural, one {# jogador} other {# jogadores}}'),
    [signIn.id!]: parse('Já tem uma conta? <link>Entre</link>'),
  },
});

describe('translate', () => {
  it('gives every message an id at build time, the same the extractor gives it', () => {
    expect(players.id).toMatch(/^[\w+/]{6}$/);
  });

  it('reads 0 as plural in English and as singular in Brazilian Portuguese', () => {
    expect([0, 1, 2].map((count) => english(players, { count }))).toEqual(['0 players', '1 player', '2 players']);
    expect([0, 1, 2].map((count) => portuguese(players, { count }))).toEqual(['0 jogador', '1 jogador', '2 jogadores']);
    // The CLDR rules behind it: European Portuguese, like English, says "0 jogadores".
    expect(new Intl.PluralRules('pt-BR').select(0)).toBe('one');
    expect(new Intl.PluralRules('pt-PT').select(0)).toBe('other');
  });

  it('formats numbers in the message the way the locale writes them', () => {
    expect(english(players, { count: 1500 })).toBe('1,500 players');
    expect(portuguese(players, { count: 1500 })).toBe('1.500 jogadores');
  });

  it('falls back to the English for a message the catalogue does not translate yet', () => {
    const untranslated = defineMessage({ defaultMessage: 'Brackets for {game}' });
    expect(portuguese(untranslated, { game: 'Chess' })).toBe('Brackets for Chess');
  });

  it('renders rich-text tags with the elements the caller gives', () => {
    render(<p>{portuguese(signIn, { link: (chunks) => <a href="/login">{chunks}</a> })}</p>);
    expect(screen.getByRole('link', { name: 'Entre' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Já tem uma conta\?/)).toBeInTheDocument();
  });
});
