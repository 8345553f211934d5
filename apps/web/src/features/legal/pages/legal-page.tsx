import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Terms and Privacy Policy of this Clutch instance; the auth screens link to its sections. */
export default function LegalPage() {
  const t = useT();
  const { hash } = useLocation();

  // The router does not scroll to fragments by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4">
          <Link to={paths.home()} aria-label={t({ defaultMessage: 'Clutch home' })} className="rounded-md">
            <Logo />
          </Link>
          <Link to={paths.auth.login()} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft aria-hidden className="size-4" />
            {t({ defaultMessage: 'Back to login' })}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-10 leading-relaxed">
        <h1 className="text-3xl font-bold tracking-tight">{t({ defaultMessage: 'Terms and Privacy Policy' })}</h1>
        <Section id="terms" title={t({ defaultMessage: 'Terms' })}>
          <p>{t({ defaultMessage: 'Clutch is an esports tournament platform. By creating an account or signing in you agree to these terms.' })}</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>{t({ defaultMessage: 'You are responsible for your account and for keeping your password secret.' })}</li>
            <li>{t({ defaultMessage: "Play fair: no cheating, match fixing, harassment or impersonation. Organizers may remove teams that break a tournament's rules." })}</li>
            <li>{t({ defaultMessage: "Entry fees and prizes are set by each tournament's organizer and paid through the card payment provider; refunds follow the tournament's rules." })}</li>
            <li>{t({ defaultMessage: 'Content you post (profile, team names, chat, images) must be yours to share. We may remove content that breaks these terms.' })}</li>
            <li>{t({ defaultMessage: 'You can delete your account at any time from Settings.' })}</li>
          </ul>
        </Section>
        <Section id="privacy" title={t({ defaultMessage: 'Privacy Policy' })}>
          <p>{t({ defaultMessage: 'We keep only what the platform needs to run your account and your tournaments.' })}</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>{t({ defaultMessage: 'Account data: nickname, e-mail address, a salted hash of your password, and the profile details you choose to add.' })}</li>
            <li>{t({ defaultMessage: 'Activity: teams, registrations, matches, follows and friendships, so that other players can see brackets and results.' })}</li>
            <li>{t({ defaultMessage: 'Payments are handled by the card payment provider; we store only its customer reference and transaction status, never card numbers.' })}</li>
            <li>{t({ defaultMessage: 'A session cookie keeps you signed in for up to 7 days; it is not used for advertising or tracking.' })}</li>
            <li>{t({ defaultMessage: 'If you sign in with Google, we receive your name, e-mail address and profile picture from Google.' })}</li>
            <li>{t({ defaultMessage: 'Deleting your account removes your personal data, except records we must keep by law.' })}</li>
          </ul>
        </Section>
      </main>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-8 flex-col gap-4 text-muted-foreground">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
