import { Gamepad2, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { LandingHeader } from '../components/landing-header.tsx';

const points = [
  { icon: Trophy, text: 'Create or join tournaments for any game, with real prizes.' },
  { icon: Gamepad2, text: 'Follow your matches, brackets and results as they happen.' },
  { icon: Users, text: 'Build a team, invite your friends and compete together.' },
];

export default function LandingPage() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  return (
    <div className="flex min-h-svh flex-col">
      <LandingHeader signedIn={signedIn} />
      <main id="home" className="flex flex-1 items-center">
        <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6 sm:py-24">
          <div className="flex max-w-2xl flex-col gap-4">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
              Compete in any game. <span className="text-link">Win when it counts.</span>
            </h1>
            <p className="text-lg text-muted-foreground">
              Clutch is the open esports tournament platform for players and organizers.
            </p>
          </div>
          <ul className="flex flex-col gap-3">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-muted-foreground">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                {text}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {signedIn ? (
              <Button asChild size="lg">
                <Link to={paths.app.dashboard()}>Go to your dashboard</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to={paths.auth.register()}>Create your account</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.auth.login()}>Log in</Link>
                </Button>
              </>
            )}
          </div>
        </section>
      </main>
      <footer className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <span>Clutch — the open esports tournament platform.</span>
          <Link to={paths.legal('terms')} className="hover:text-foreground">
            Terms
          </Link>
          <Link to={paths.legal('privacy')} className="hover:text-foreground">
            Privacy Policy
          </Link>
        </div>
      </footer>
    </div>
  );
}
