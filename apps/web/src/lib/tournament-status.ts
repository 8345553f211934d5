import type { publicTournamentStatuses, TournamentStatus } from '@clutch/contract/tournaments';
import { defineMessage, type MessageDescriptor } from './i18n/message.ts';
import type { Translate } from './i18n/translate.ts';

/** How a tournament status reads and which colour family it takes (spec §4). */
export type StatusTone = 'open' | 'live' | 'finished' | 'cancelled' | 'draft' | 'neutral';

/** Label forms the detail badge also knows (spec §4: 'Registration Open'…), normalised to the wire values. */
const aliases: Record<string, string> = {
  REGISTRATION_OPEN: 'OPEN_FOR_REGISTRATION',
  OPEN: 'OPEN_FOR_REGISTRATION',
  ONGOING: 'IN_PROGRESS',
  LIVE: 'IN_PROGRESS',
  COMPLETED: 'FINISHED',
  CANCELED: 'CANCELLED',
};

const tones: Record<string, StatusTone> = {
  OPEN_FOR_REGISTRATION: 'open',
  IN_PROGRESS: 'live',
  FINISHED: 'finished',
  CANCELLED: 'cancelled',
  DRAFT: 'draft',
};

const key = (status: string) => status.trim().replace(/[\s-]+/g, '_').toUpperCase();

/** The wire status for any of its spellings; unknown values come back as they were keyed. */
export function normalizeStatus(status: string): string {
  const k = key(status);
  return aliases[k] ?? k;
}

export function statusTone(status: string): StatusTone {
  return tones[normalizeStatus(status)] ?? 'neutral';
}

/** Underscores display as spaces (spec §4): "OPEN_FOR_REGISTRATION" → "OPEN FOR REGISTRATION"; labels stay as given. */
export function statusText(status: string): string {
  return status.replace(/_/g, ' ').trim();
}

/** The badge's words for each wire status, as `statusText` spells them in English. */
const statusLabels: Record<TournamentStatus, MessageDescriptor> = {
  DRAFT: defineMessage({ defaultMessage: 'DRAFT', description: 'Badge of a tournament not published yet' }),
  OPEN_FOR_REGISTRATION: defineMessage({ defaultMessage: 'OPEN FOR REGISTRATION', description: 'Badge of a tournament taking registrations' }),
  IN_PROGRESS: defineMessage({ defaultMessage: 'IN PROGRESS', description: 'Badge of a tournament being played' }),
  FINISHED: defineMessage({ defaultMessage: 'FINISHED', description: 'Badge of a tournament that is over' }),
  CANCELLED: defineMessage({ defaultMessage: 'CANCELLED', description: 'Badge of a cancelled tournament' }),
};

/** A wire status in the active language; any other spelling (a label, an unknown value) reads as `statusText` gives it. */
export const statusLabel = (status: string, t: Translate) =>
  Object.hasOwn(statusLabels, status) ? t(statusLabels[status as TournamentStatus]) : statusText(status);

/** The filter's human names (spec §2 Tournaments list). */
export const statusFilterLabels: Record<(typeof publicTournamentStatuses)[number], MessageDescriptor> = {
  OPEN_FOR_REGISTRATION: defineMessage({ defaultMessage: 'Open for Registration', description: 'Tournament status filter option' }),
  IN_PROGRESS: defineMessage({ defaultMessage: 'In Progress', description: 'Tournament status filter option' }),
  FINISHED: defineMessage({ defaultMessage: 'Finished', description: 'Tournament status filter option' }),
  CANCELLED: defineMessage({ defaultMessage: 'Cancelled', description: 'Tournament status filter option' }),
};
