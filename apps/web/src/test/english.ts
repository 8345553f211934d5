import { translator } from '@/lib/i18n/translate.ts';

/** `t` in English, for unit tests of the helpers that take one. */
export const english = translator({ locale: 'en', catalogue: {} });
