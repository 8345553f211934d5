import type { Tournament } from '@clutch/contract/tournaments';
import { cn } from '@/lib/cn.ts';

/** The tournament's first photo (spec §3: the first is the cover), else its game's generated cover art. */
export function TournamentCover({ tournament: t, className }: { tournament: Tournament; className?: string }) {
  const src = t.urlPhotos[0] ?? t.tournamentPhotoUrl ?? t.game.background_image;
  return <img src={src} alt="" loading="lazy" className={cn('w-full bg-muted object-cover', className)} />;
}
