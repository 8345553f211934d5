import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';

export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home()} aria-label="Clutch home" className="rounded-md">
          <Logo />
        </Link>
        <span className="ml-auto text-sm font-medium text-muted-foreground" aria-label="Language: English">
          EN
        </span>
        <Button asChild size="sm">
          {signedIn ? <Link to={paths.app.dashboard()}>Open app</Link> : <Link to={paths.auth.login()}>Login</Link>}
        </Button>
      </div>
    </header>
  );
}
