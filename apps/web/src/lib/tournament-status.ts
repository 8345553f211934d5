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

/** The filter's human names (spec §2 Tournaments list). */
export const statusFilterLabels = {
  OPEN_FOR_REGISTRATION: 'Open for Registration',
  IN_PROGRESS: 'In Progress',
  FINISHED: 'Finished',
  CANCELLED: 'Cancelled',
} as const;
