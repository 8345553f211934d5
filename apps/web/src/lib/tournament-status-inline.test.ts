import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, getI18nState } from './i18n/i18n-store.ts';
import { translator } from './i18n/translate.ts';
import { tournamentStatusInline } from './tournament-status-inline.ts';

afterEach(() => activateLocale('en'));

describe('tournamentStatusInline', () => {
  it('reads a status in lower case with spaces, in English', () => {
    const t = translator(getI18nState());
    expect(tournamentStatusInline(t, 'OPEN_FOR_REGISTRATION')).toBe('open for registration');
    expect(tournamentStatusInline(t, 'IN_PROGRESS')).toBe('in progress');
  });

  it('reads it in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const t = translator(getI18nState());
    expect(tournamentStatusInline(t, 'OPEN_FOR_REGISTRATION')).toBe('inscrições abertas');
    expect(tournamentStatusInline(t, 'FINISHED')).toBe('encerrado');
  });

  it('shows a status it does not know as written, underscores as spaces', () => {
    expect(tournamentStatusInline(translator(getI18nState()), 'ON_HOLD')).toBe('on hold');
  });
});
