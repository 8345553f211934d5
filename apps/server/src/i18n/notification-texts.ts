import type { Locale } from '@clutch/contract/locales';
import type { NotificationType } from '@clutch/contract/notifications';

/** What a notification is rendered from: its stored `params`, plus `nickname` from its actor's current row. */
export type NotificationParams = Record<string, string | number | null>;

interface Text {
  title: string;
  body: string;
}

/**
 * A type's words, or a variant's (`params.variant`: the same type said differently, e.g. `payment_received`
 * to the payer and to the organizer). `{name}` is a param; `{amount}` is `amountCents` in `currency`, written the
 * reader's way; `{nickname}` is the actor's nickname as it is now.
 */
type Texts = Record<NotificationType, Text> & Record<`${NotificationType}.${string}`, Text>;

const en: Texts = {
  tournament_open: { title: 'Registration is open', body: '{tournament} is open for registration.' },
  match_starting: { title: 'Match starting soon', body: '{home} vs {away} in {tournament} starts in {minutes} minutes.' },
  'match_starting.now': { title: 'Match starting now', body: '{home} vs {away} in {tournament} is about to start.' },
  'match_starting.lobby': { title: 'Game starting soon', body: 'Game {game} of lobby {lobby} ({entrants} entrants) in {tournament} starts in {minutes} minutes.' },
  'match_starting.lobby_now': { title: 'Game starting now', body: 'Game {game} of lobby {lobby} ({entrants} entrants) in {tournament} is about to start.' },
  'match_starting.final': { title: 'Game starting soon', body: 'Game {game} of the final ({entrants} entrants) in {tournament} starts in {minutes} minutes.' },
  'match_starting.final_now': { title: 'Game starting now', body: 'Game {game} of the final ({entrants} entrants) in {tournament} is about to start.' },
  match_ended: { title: 'Match ended', body: '{home} {homeScore}–{awayScore} {away} in {tournament}.' },
  'match_ended.forfeit': { title: 'Match ended', body: '{winner} won {home} vs {away} in {tournament} by forfeit.' },
  'match_ended.lobby': { title: 'Game ended', body: '{winner} won game {game} of lobby {lobby} in {tournament}.' },
  'match_ended.final': { title: 'Game ended', body: '{winner} won game {game} of the final in {tournament}.' },
  new_message: { title: 'New message from {nickname}', body: '{preview}' },
  organizer_live: { title: '{nickname} is live', body: '{tournament} has started.' },
  'organizer_live.stream': { title: '{nickname} is live', body: '{tournament} is streaming now.' },
  friend_request: { title: 'New friend request', body: '{nickname} wants to be your friend.' },
  friend_accepted: { title: 'Friend request accepted', body: '{nickname} accepted your friend request.' },
  team_invite: { title: 'Team invite', body: '{nickname} invited you to join {team}.' },
  registration_accepted: { title: 'Registration accepted', body: '{team} is in {tournament}.' },
  registration_rejected: { title: 'Registration rejected', body: '{team} was not accepted into {tournament}.' },
  'registration_rejected.start': { title: 'Registration rejected', body: '{tournament} started before {team} was accepted.' },
  'registration_rejected.no_show': { title: 'Missed check-in', body: '{team} did not check in, so it is not playing {tournament}. The entry fee is not refunded.' },
  payment_received: { title: 'Payment received', body: 'Your entry fee of {amount} for {tournament} is paid.' },
  'payment_received.deposit': { title: 'Payment received', body: '{amount} was added to your wallet.' },
  'payment_received.organizer': { title: 'Entry fee paid', body: '{team} paid the {amount} entry fee for {tournament}.' },
  result_reported: { title: 'Result reported', body: '{nickname} reported {home} {homeScore}–{awayScore} {away} in {tournament}: confirm or dispute it.' },
  'result_reported.forfeit': {
    title: 'Result reported',
    body: '{nickname} reported that {winner} won {home} vs {away} in {tournament} by forfeit: confirm or dispute it.',
  },
  'result_reported.lobby': { title: 'Result reported', body: '{nickname} reported the placements of game {game} of lobby {lobby} in {tournament}: confirm them.' },
  'result_reported.final': { title: 'Result reported', body: '{nickname} reported the placements of game {game} of the final in {tournament}: confirm them.' },
  result_disputed: { title: 'Result disputed', body: '{nickname} disputed the result of {home} vs {away} in {tournament}.' },
  check_in_open: { title: 'Check-in is open', body: 'Check in for {tournament} now.' },
  'check_in_open.match': { title: 'Match check-in is open', body: 'Check in for {home} vs {away} in {tournament} within {minutes} minutes, or your team forfeits.' },
  'check_in_open.missed': { title: 'Nobody checked in', body: 'Neither {home} nor {away} checked in for their match in {tournament}: enter a result or give it a new time.' },
  prize_paid: { title: 'Prize paid', body: '{amount} for place {position} in {tournament} was paid to you.' },
};

const ptBR: Texts = {
  tournament_open: { title: 'Inscrições abertas', body: 'As inscrições para {tournament} estão abertas.' },
  match_starting: { title: 'Partida começando', body: '{home} x {away} em {tournament} começa em {minutes} minutos.' },
  'match_starting.now': { title: 'Partida começando agora', body: '{home} x {away} em {tournament} está prestes a começar.' },
  'match_starting.lobby': { title: 'Queda começando', body: 'A queda {game} do lobby {lobby} ({entrants} participantes) em {tournament} começa em {minutes} minutos.' },
  'match_starting.lobby_now': { title: 'Queda começando agora', body: 'A queda {game} do lobby {lobby} ({entrants} participantes) em {tournament} está prestes a começar.' },
  'match_starting.final': { title: 'Queda começando', body: 'A queda {game} da final ({entrants} participantes) em {tournament} começa em {minutes} minutos.' },
  'match_starting.final_now': { title: 'Queda começando agora', body: 'A queda {game} da final ({entrants} participantes) em {tournament} está prestes a começar.' },
  match_ended: { title: 'Partida encerrada', body: '{home} {homeScore}–{awayScore} {away} em {tournament}.' },
  'match_ended.forfeit': { title: 'Partida encerrada', body: '{winner} venceu {home} x {away} em {tournament} por W.O.' },
  'match_ended.lobby': { title: 'Queda encerrada', body: '{winner} venceu a queda {game} do lobby {lobby} em {tournament}.' },
  'match_ended.final': { title: 'Queda encerrada', body: '{winner} venceu a queda {game} da final em {tournament}.' },
  new_message: { title: 'Nova mensagem de {nickname}', body: '{preview}' },
  organizer_live: { title: '{nickname} está ao vivo', body: '{tournament} começou.' },
  'organizer_live.stream': { title: '{nickname} está ao vivo', body: '{tournament} está sendo transmitido agora.' },
  friend_request: { title: 'Novo pedido de amizade', body: '{nickname} quer ser seu amigo.' },
  friend_accepted: { title: 'Pedido de amizade aceito', body: '{nickname} aceitou seu pedido de amizade.' },
  team_invite: { title: 'Convite para equipe', body: '{nickname} convidou você para a equipe {team}.' },
  registration_accepted: { title: 'Inscrição aceita', body: '{team} está confirmada em {tournament}.' },
  registration_rejected: { title: 'Inscrição recusada', body: '{team} não foi aceita em {tournament}.' },
  'registration_rejected.start': { title: 'Inscrição recusada', body: '{tournament} começou antes de {team} ser aceita.' },
  'registration_rejected.no_show': {
    title: 'Check-in perdido',
    body: '{team} não fez o check-in, então não joga {tournament}. A taxa de inscrição não é reembolsada.',
  },
  payment_received: { title: 'Pagamento recebido', body: 'Sua taxa de inscrição de {amount} para {tournament} está paga.' },
  'payment_received.deposit': { title: 'Pagamento recebido', body: '{amount} foi adicionado à sua carteira.' },
  'payment_received.organizer': { title: 'Taxa de inscrição paga', body: '{team} pagou a taxa de inscrição de {amount} para {tournament}.' },
  result_reported: { title: 'Resultado informado', body: '{nickname} informou {home} {homeScore}–{awayScore} {away} em {tournament}: confirme ou conteste.' },
  'result_reported.forfeit': {
    title: 'Resultado informado',
    body: '{nickname} informou que {winner} venceu {home} x {away} em {tournament} por W.O.: confirme ou conteste.',
  },
  'result_reported.lobby': { title: 'Resultado informado', body: '{nickname} informou as colocações da queda {game} do lobby {lobby} em {tournament}: confirme-as.' },
  'result_reported.final': { title: 'Resultado informado', body: '{nickname} informou as colocações da queda {game} da final em {tournament}: confirme-as.' },
  result_disputed: { title: 'Resultado contestado', body: '{nickname} contestou o resultado de {home} x {away} em {tournament}.' },
  check_in_open: { title: 'Check-in aberto', body: 'Faça o check-in em {tournament} agora.' },
  'check_in_open.match': { title: 'Check-in da partida aberto', body: 'Faça o check-in para {home} x {away} em {tournament} em até {minutes} minutos, ou sua equipe perde por W.O.' },
  'check_in_open.missed': {
    title: 'Ninguém fez o check-in',
    body: 'Nem {home} nem {away} fizeram o check-in para a partida em {tournament}: informe um resultado ou marque um novo horário.',
  },
  prize_paid: { title: 'Prêmio pago', body: 'Você recebeu {amount} pelo {position}º lugar em {tournament}.' },
};

export const notificationTexts: Record<Locale, Texts> = { en, 'pt-BR': ptBR };

/** Someone whose account is gone (or a notification without an actor that names one). */
const SOMEONE: Record<Locale, string> = { en: 'Someone', 'pt-BR': 'Alguém' };

/** Currencies whose symbol Intl does not write the way players know it (as the web's formatMoney). */
const CUSTOM_SYMBOLS: Record<string, string> = { AOA: 'Kz' };

export function formatAmount(cents: number, currency: string, locale: Locale): string {
  const amount = cents / 100;
  const code = currency.toUpperCase();
  const symbol = CUSTOM_SYMBOLS[code];
  if (symbol) return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${symbol}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The title and message of a notification in `locale`, from its params and its actor's nickname. */
export function renderNotification(
  type: NotificationType,
  params: NotificationParams,
  locale: Locale,
  actorNickName: string | null,
): { title: string; message: string } {
  const texts = notificationTexts[locale];
  const variant = typeof params.variant === 'string' ? (`${type}.${params.variant}` as const) : null;
  const text = (variant && texts[variant]) || texts[type];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== null) values[name] = String(value);
  values.nickname = actorNickName ?? SOMEONE[locale];
  if (typeof params.amountCents === 'number' && typeof params.currency === 'string') {
    values.amount = formatAmount(params.amountCents, params.currency, locale);
  }
  return { title: fill(text.title, values), message: fill(text.body, values) };
}
