import type { Locale } from '@clutch/contract/locales';
import type { NotificationType } from '@clutch/contract/notifications';

/**
 * The words around a notification e-mail (issue #14 item 6), per type: the button into the app (`button`) and what the
 * type is about, named in the footnote and the unsubscribe link ("e-mails about friend requests").
 */
interface TypeWords {
  button: string;
  topic: string;
}

const en: Record<NotificationType, TypeWords> = {
  tournament_open: { button: 'Register now', topic: 'tournaments opening for registration' },
  match_starting: { button: 'Open the match', topic: 'match reminders' },
  match_ended: { button: 'See the result', topic: 'match results' },
  new_message: { button: 'Read the message', topic: 'new messages' },
  organizer_live: { button: 'Watch now', topic: 'organizers going live' },
  friend_request: { button: 'See the request', topic: 'friend requests' },
  friend_accepted: { button: 'See your friends', topic: 'accepted friend requests' },
  team_invite: { button: 'See the invite', topic: 'team invites' },
  registration_accepted: { button: 'Open the tournament', topic: 'accepted registrations' },
  registration_rejected: { button: 'Open the tournament', topic: 'rejected registrations' },
  payment_received: { button: 'See the payment', topic: 'payments' },
  result_reported: { button: 'Confirm or dispute', topic: 'reported results' },
  result_disputed: { button: 'Open the match', topic: 'disputed results' },
  check_in_open: { button: 'Check in', topic: 'check-in openings' },
  prize_paid: { button: 'See your wallet', topic: 'prizes paid' },
};

const ptBR: Record<NotificationType, TypeWords> = {
  tournament_open: { button: 'Inscrever-se', topic: 'torneios com inscrições abertas' },
  match_starting: { button: 'Abrir a partida', topic: 'lembretes de partida' },
  match_ended: { button: 'Ver o resultado', topic: 'resultados de partidas' },
  new_message: { button: 'Ler a mensagem', topic: 'novas mensagens' },
  organizer_live: { button: 'Assistir agora', topic: 'organizadores ao vivo' },
  friend_request: { button: 'Ver o pedido', topic: 'pedidos de amizade' },
  friend_accepted: { button: 'Ver seus amigos', topic: 'pedidos de amizade aceitos' },
  team_invite: { button: 'Ver o convite', topic: 'convites para equipes' },
  registration_accepted: { button: 'Abrir o torneio', topic: 'inscrições aceitas' },
  registration_rejected: { button: 'Abrir o torneio', topic: 'inscrições recusadas' },
  payment_received: { button: 'Ver o pagamento', topic: 'pagamentos' },
  result_reported: { button: 'Confirmar ou contestar', topic: 'resultados informados' },
  result_disputed: { button: 'Abrir a partida', topic: 'resultados contestados' },
  check_in_open: { button: 'Fazer check-in', topic: 'aberturas de check-in' },
  prize_paid: { button: 'Ver sua carteira', topic: 'prêmios pagos' },
};

const LAYOUT: Record<Locale, { footnote: string; unsubscribe: string; settings: string }> = {
  en: {
    footnote: 'You get this e-mail because e-mails about {topic} are on in your Clutch notification settings.',
    unsubscribe: 'Unsubscribe from e-mails about {topic}',
    settings: 'Notification settings',
  },
  'pt-BR': {
    footnote: 'Você recebe este e-mail porque os e-mails sobre {topic} estão ativados nas suas configurações de notificação da Clutch.',
    unsubscribe: 'Cancelar os e-mails sobre {topic}',
    settings: 'Configurações de notificação',
  },
};

const TYPES: Record<Locale, Record<NotificationType, TypeWords>> = { en, 'pt-BR': ptBR };

/** The button, footnote and links of a notification e-mail of `type`, in `locale`. */
export function notificationEmailWords(type: NotificationType, locale: Locale) {
  const { button, topic } = TYPES[locale][type];
  const layout = LAYOUT[locale];
  return {
    button,
    footnote: layout.footnote.replace('{topic}', topic),
    unsubscribe: layout.unsubscribe.replace('{topic}', topic),
    settings: layout.settings,
  };
}
