import { Swords, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useGamesCount } from '../api/get-games-count.ts';
import { useT } from '@/lib/i18n/use-t.ts';

interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  top?: ReactNode;
  /** Shown under the card, e.g. the link to the other auth screen. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every account screen: a centred card on the dark background, the pitch beside it on wide screens. */
export function AuthLayout({ title, description, top, footer, children }: AuthLayoutProps) {
  const t = useT();
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <BrandPanel />
      <main className="flex flex-col items-center justify-center px-4 py-8 sm:px-8">
        <Link to={paths.home()} aria-label={t({ defaultMessage: 'Clutch home' })} className="mb-8 rounded-md lg:hidden">
          <Logo />
        </Link>
        <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-lg sm:p-8">
          {top ? <div className="mb-4">{top}</div> : null}
          <header className="mb-6 flex flex-col gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </header>
          {children}
        </div>
        {footer ? <div className="mt-6 w-full max-w-md text-center text-sm text-muted-foreground">{footer}</div> : null}
      </main>
    </div>
  );
}

/** The panel shows from Tailwind's `lg` up; below it the catalogue is not fetched for it. */
const BRAND_PANEL_QUERY = '(min-width: 1024px)';

function BrandPanel() {
  const t = useT();
  const games = useGamesCount(useMediaQuery(BRAND_PANEL_QUERY));
  // "Tournaments for 158 games": the catalogue's real size, and no number at all until it is known.
  const gamesHighlight = games.data
    ? t({ defaultMessage: 'Tournaments for {count, plural, one {# game} other {# games}}, with real prizes' }, { count: games.data })
    : t({ defaultMessage: 'Tournaments for the games in our catalogue, with real prizes' });
  const highlights = [
    { icon: Trophy, text: gamesHighlight },
    { icon: Swords, text: t({ defaultMessage: 'Follow live matches and brackets as they happen' }) },
    { icon: Users, text: t({ defaultMessage: 'Build your team, invite friends and compete together' }) },
  ];
  return (
    <aside className="relative hidden overflow-hidden border-r bg-sidebar p-12 lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -left-32 size-[32rem] rounded-full bg-primary/25 blur-3xl"
      />
      <Link to={paths.home()} aria-label={t({ defaultMessage: 'Clutch home' })} className="relative self-start rounded-md">
        <Logo />
      </Link>
      <div className="relative flex max-w-md flex-col gap-6">
        <p className="text-4xl font-bold leading-tight tracking-tight">
          {t(
            { defaultMessage: 'Compete in any game. <accent>Win when it counts.</accent>' },
            { accent: (chunks) => <span className="text-link">{chunks}</span> },
          )}
        </p>
        <ul className="flex flex-col gap-4 text-muted-foreground">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-muted-foreground">{t({ defaultMessage: 'Clutch — the open esports tournament platform.' })}</p>
    </aside>
  );
}
