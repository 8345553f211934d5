import { describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/pt-BR.ts';
import { translateMessage } from '../src/i18n/translate.ts';
import { serverMessages } from './message-sources.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

describe('the server pt-BR catalogue', () => {
  const messages = serverMessages();

  it('translates every message the server can send a person', () => {
    const missing = [...messages].filter(([key]) => !(key in ptBR)).map(([key, file]) => `${file}: ${key}`);
    expect(missing, 'add these to apps/server/src/i18n/pt-BR.ts').toEqual([]);
  });

  it('places every value of the English in the translation', () => {
    const lost = Object.entries(ptBR)
      .filter(([, translation]) => typeof translation === 'string')
      .filter(([english, translation]) => JSON.stringify(placeholders(english)) !== JSON.stringify(placeholders(translation as string)))
      .map(([english]) => english);
    expect(lost).toEqual([]);
  });

  it('finds a template again in the message it built, with its values translated', () => {
    expect(translateMessage('A team has at most 16 players.', 'pt-BR')).toBe('Uma equipe pode ter no máximo 16 jogadores.');
    expect(translateMessage('This tournament has room for 1 more player only.', 'pt-BR')).toBe('Este torneio só tem vaga para mais 1 jogador.');
    expect(translateMessage('This tournament has room for 3 more players only.', 'pt-BR')).toBe('Este torneio só tem vaga para mais 3 jogadores.');
    expect(translateMessage('Please verify your account to add money.', 'pt-BR')).toBe('Verifique sua conta para adicionar dinheiro.');
    expect(translateMessage('Something nobody wrote.', 'pt-BR')).toBe('Something nobody wrote.');
  });
});
