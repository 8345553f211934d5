import type { User } from '@clutch/contract/users';
import { useEffect } from 'react';
import { chooseLocale } from '@/lib/i18n/choose-locale.ts';
import { getLocale } from '@/lib/i18n/i18n-store.ts';

/**
 * A new browser follows the account: when the signed-in user's saved language is not the page's, the page switches
 * to it and this browser's cookie keeps it. Only a change of the account's language acts, so a switch made here
 * (which saves on the account) is never undone by the session's copy of the user.
 */
export function useAccountLocale(user: User) {
  const accountLocale = user.locale;
  useEffect(() => {
    if (accountLocale && accountLocale !== getLocale()) void chooseLocale(accountLocale);
  }, [accountLocale]);
}
