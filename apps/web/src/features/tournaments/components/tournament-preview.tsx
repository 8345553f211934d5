import { Logo } from '@/components/ui/logo.tsx';
import { PAGE_PREVIEW_ID } from '@/lib/page-preview.ts';

/**
 * A public tournament page's first paint (ADR 022): the visitor's header and the tournament's cover, name and game,
 * laid out exactly as the page lays them out (public-or-app-shell.tsx, tournament-header.tsx), so the cover is the
 * page's largest paint before any JavaScript runs and the page that replaces it does not move it. The build renders
 * it once with placeholder text (src/entry-server.tsx) and the server fills in each tournament (modules/seo). Hidden
 * from assistive technology and the pointer: the app beneath it is the page; it only covers it until the page shows
 * its own header (lib/page-preview.ts).
 */
export function TournamentPreview({ name, game, cover }: { name: string; game: string; cover: string }) {
  return (
    <div id={PAGE_PREVIEW_ID} aria-hidden className="pointer-events-none fixed inset-0 z-50 flex flex-col overflow-hidden bg-background">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-4 sm:px-6">
        <span className="flex h-9 min-w-0 items-center rounded-md">
          <Logo />
        </span>
      </div>
      <div className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
          <div className="grid overflow-hidden rounded-lg border bg-card shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <img src={cover} alt="" fetchPriority="high" className="aspect-video h-full w-full bg-muted object-cover" />
            <div className="flex min-w-0 flex-col gap-2 p-4 sm:p-6">
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
              <p className="text-sm text-muted-foreground">{game}</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
