import { describe, expect, it } from 'vitest';
import { notificationEmailWords } from './notification-email-texts.ts';
import { renderNotification } from './notification-texts.ts';

describe('renderNotification', () => {
  const match = { tournament: 'Spring Cup', home: 'Wolves', away: 'Orcas' };

  it('says how many minutes are left before a match, and "about to start" in its last minute', () => {
    expect(renderNotification('match_starting', { ...match, minutes: 15 }, 'en', null).message).toBe('Wolves vs Orcas in Spring Cup starts in 15 minutes.');
    expect(renderNotification('match_starting', { ...match, minutes: 1, variant: 'now' }, 'en', null)).toEqual({
      title: 'Match starting now',
      message: 'Wolves vs Orcas in Spring Cup is about to start.',
    });
    expect(renderNotification('match_starting', { ...match, minutes: 0, variant: 'now' }, 'pt-BR', null).message).toBe(
      'Wolves x Orcas em Spring Cup está prestes a começar.',
    );
  });

  it('names the actor as they are now, or "Someone" when they are gone', () => {
    expect(renderNotification('friend_request', {}, 'en', 'nova').message).toBe('nova wants to be your friend.');
    expect(renderNotification('friend_request', {}, 'pt-BR', null).message).toBe('Alguém quer ser seu amigo.');
  });
});

describe('notificationEmailWords', () => {
  it('names the type in the unsubscribe link and the footnote, in the recipient’s language', () => {
    expect(notificationEmailWords('match_starting', 'en')).toMatchObject({
      button: 'Open the match',
      unsubscribe: 'Unsubscribe from e-mails about match reminders',
    });
    expect(notificationEmailWords('friend_request', 'pt-BR').footnote).toBe(
      'Você recebe este e-mail porque os e-mails sobre pedidos de amizade estão ativados nas suas configurações de notificação da Clutch.',
    );
  });
});
