import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../lib/google-identity.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';

interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
}

/** Google's own button (its look and wording are Google's rules); the credential goes to `onCredential`. */
export function GoogleSignInButton({ clientId, onCredential }: GoogleSignInButtonProps) {
  const t = useT();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const latestOnCredential = useRef(onCredential);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    latestOnCredential.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (id) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        id.initialize({ client_id: clientId, ux_mode: 'popup', callback: ({ credential }) => latestOnCredential.current(credential) });
        // Google draws at a fixed width between 200 and 400 px; match the card.
        const width = Math.round(Math.min(400, Math.max(200, parent.clientWidth)));
        id.renderButton(parent, { type: 'standard', theme: 'filled_black', size: 'large', text: 'continue_with', shape: 'rectangular', logo_alignment: 'center', width, locale });
      },
      (error: unknown) => {
        console.warn(error);
        if (!cancelled) setUnavailable(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  if (unavailable) return <p className="text-center text-sm text-muted-foreground">{t({ defaultMessage: 'Google sign-in is unavailable right now.' })}</p>;
  return <div ref={container} data-testid="google-sign-in" className="flex min-h-11 w-full justify-center" />;
}
