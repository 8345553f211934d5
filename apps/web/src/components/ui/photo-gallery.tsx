import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { EmptyState } from './empty-state.tsx';

/** A photo grid; a photo opens in a lightbox with previous/next (arrow keys work too). */
export function PhotoGallery({ photos, name, emptyText }: { photos: string[]; name: string; emptyText: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (!photos.length) return <EmptyState icon={ImageOff} title={emptyText} />;
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + photos.length) % photos.length));
  const photoName = (i: number) => t({ defaultMessage: '{name}, photo {number} of {count}' }, { name, number: i + 1, count: photos.length });
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {photos.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block w-full cursor-pointer overflow-hidden rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img src={src} alt={photoName(i)} loading="lazy" className="aspect-video w-full object-cover transition-transform hover:scale-105" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent
          className="max-w-4xl gap-3 p-3 sm:p-4"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') step(1);
            if (e.key === 'ArrowLeft') step(-1);
          }}
        >
          {open !== null && (
            <>
              <DialogTitle className="pr-8 text-base">
                {t({ defaultMessage: '{name}: photo {number} of {count}' }, { name, number: open + 1, count: photos.length })}
              </DialogTitle>
              <DialogDescription className="sr-only">
                {t({ defaultMessage: 'Use the arrow keys or the buttons to move between photos.' })}
              </DialogDescription>
              <img src={photos[open]} alt={photoName(open)} className="max-h-[70svh] w-full rounded-md object-contain" />
              {photos.length > 1 && (
                <div className="flex justify-between">
                  <Button variant="outline" onClick={() => step(-1)}>
                    <ChevronLeft aria-hidden />
                    {t({ defaultMessage: 'Previous' })}
                  </Button>
                  <Button variant="outline" onClick={() => step(1)}>
                    {t({ defaultMessage: 'Next' })}
                    <ChevronRight aria-hidden />
                  </Button>
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
