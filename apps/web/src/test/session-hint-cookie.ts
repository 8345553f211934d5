import { SESSION_HINT_COOKIE } from '@/lib/session-hint.ts';

/** Sets the server's session hint cookie as the browser would hold it, or removes it (null). */
export const setSessionHint = (value: string | null) => {
  document.cookie =
    value === null ? `${SESSION_HINT_COOKIE}=; path=/; max-age=0` : `${SESSION_HINT_COOKIE}=${value}; path=/`;
};
