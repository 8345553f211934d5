import type { MatchStatus } from '@clutch/contract/competition';
import { defineMessage, type MessageDescriptor } from './i18n/message.ts';
import type { Translate } from './i18n/translate.ts';

/** A match status as the spec's Matches view words it (spec §2). */
const statusLabels: Record<MatchStatus, MessageDescriptor> = {
  FINISHED: defineMessage({ defaultMessage: 'Finished', description: 'Status of a match that has been played' }),
  IN_PROGRESS: defineMessage({ defaultMessage: 'In Progress', description: 'Status of a match being played' }),
  SCHEDULED: defineMessage({ defaultMessage: 'Scheduled', description: 'Status of a match still to be played' }),
};
const unknown = defineMessage({ defaultMessage: 'Unknown', description: 'Status of a match the app does not know' });

/** 'Unknown' for anything the contract does not name. */
export const matchStatusLabel = (status: string, t: Translate) =>
  t(Object.hasOwn(statusLabels, status) ? statusLabels[status as MatchStatus] : unknown);
