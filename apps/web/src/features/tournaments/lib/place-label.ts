import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';

const podium: Record<number, MessageDescriptor> = {
  1: defineMessage({ defaultMessage: '1st Place' }),
  2: defineMessage({ defaultMessage: '2nd Place' }),
  3: defineMessage({ defaultMessage: '3rd Place' }),
};

/** '1st Place', '2nd Place', '3rd Place', then 'Place #n' (spec §2 Prizes). */
export const placeLabel = (position: number, t: Translate) =>
  podium[position] ? t(podium[position]) : t({ defaultMessage: 'Place #{position}' }, { position });
