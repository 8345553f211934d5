import type { paths } from '@/config/paths.ts';

export type LandingAnchor = Parameters<typeof paths.landing>[0];

/** The landing page's sections in page order, as the header, the mobile menu and the footer link them. */
export const landingSections: readonly { anchor: LandingAnchor; label: string }[] = [
  { anchor: 'home', label: 'Home' },
  { anchor: 'how-it-works', label: 'How It Works' },
  { anchor: 'features', label: 'Features' },
  { anchor: 'tournaments', label: 'Tournaments' },
  { anchor: 'faq', label: 'FAQ' },
];
