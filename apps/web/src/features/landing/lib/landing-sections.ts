import type { paths } from '@/config/paths.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

export type LandingAnchor = Parameters<typeof paths.landing>[0];

/** The landing page's sections in page order, as the header, the mobile menu and the footer link them. */
export const landingSections: readonly { anchor: LandingAnchor; label: MessageDescriptor }[] = [
  { anchor: 'home', label: defineMessage({ defaultMessage: 'Home' }) },
  { anchor: 'how-it-works', label: defineMessage({ defaultMessage: 'How It Works' }) },
  { anchor: 'features', label: defineMessage({ defaultMessage: 'Features' }) },
  { anchor: 'tournaments', label: defineMessage({ defaultMessage: 'Tournaments' }) },
  { anchor: 'faq', label: defineMessage({ defaultMessage: 'FAQ' }) },
];
