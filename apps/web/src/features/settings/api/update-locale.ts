import type { Locale } from '@clutch/contract/locales';
import { userEndpoints } from '@clutch/contract/users';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useSetSessionUser } from '@/features/auth/api/session.ts';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { chooseLocale } from '@/lib/i18n/choose-locale.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** PUT /users/me/locale: the signed-in user's language, for all their browsers and their e-mails. */
export const updateLocale = async (locale: Locale) =>
  (await callEndpoint(userEndpoints.updateLocale, { body: { locale } })).user;

/**
 * A signed-in user picks a language (the top bar, Settings): the page switches at once, this browser keeps it, the
 * account keeps it, and the session's user follows. The page stays switched if the account could not be told.
 */
export function useChooseLocale() {
  const t = useT();
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (locale: Locale) => chooseLocale(locale, updateLocale),
    onSuccess: (user) => user && setSessionUser(user),
    onError: (error) =>
      toast.error(t({ defaultMessage: 'Your language could not be saved on your account' }), {
        description: errorMessage(error, t({ defaultMessage: 'This browser keeps it; try again to use it on your other devices.' })),
      }),
  });
}
