import { TOURNAMENT_PHOTOS_MAX } from '@clutch/contract/organizer';
import { IMAGE_MAX_BYTES } from '@clutch/contract/teams';
import { ArrowLeft, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useUploadImage } from '../../api/upload-image.ts';

const IMAGE_MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

const photosLabel = defineMessage({ defaultMessage: 'Photos' });
const cover = defineMessage({ defaultMessage: 'Cover', description: 'The photo shown first, as the tournament’s cover' });

/** Photos: uploaded one by one as they are chosen; the first is the cover, any can move to the front or go. */
export function PhotosField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const room = TOURNAMENT_PHOTOS_MAX - value.length;

  const addFiles = async (files: File[]) => {
    setUploadError(null);
    let next = value;
    for (const file of files.slice(0, room)) {
      if (!file.type.startsWith('image/')) {
        setUploadError(t({ defaultMessage: 'Photos must be image files.' }));
        continue;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        setUploadError(t({ defaultMessage: 'Photos must be at most {size} MB.' }, { size: IMAGE_MAX_MB }));
        continue;
      }
      try {
        const { url } = await upload.mutateAsync(file);
        next = [...next, url];
        onChange(next);
      } catch (e) {
        setUploadError(errorMessage(e, t({ defaultMessage: 'The photo could not be uploaded. Try again.' })));
      }
    }
    if (files.length > room) setUploadError(t({ defaultMessage: 'At most {max} photos.' }, { max: TOURNAMENT_PHOTOS_MAX }));
  };

  const message = uploadError ?? error;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium leading-none">{t(photosLabel)}</p>
        <p className="text-xs text-muted-foreground">{t({ defaultMessage: 'The first photo is the cover. Up to {max}.' }, { max: TOURNAMENT_PHOTOS_MAX })}</p>
      </div>
      {value.length > 0 && (
        <ul aria-label={t(photosLabel)} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {value.map((src, i) => (
            <li key={src} className="flex flex-col gap-2 rounded-md border p-2">
              <div className="relative">
                <img
                  src={src}
                  alt={i === 0 ? t({ defaultMessage: 'Photo {number} (cover)' }, { number: i + 1 }) : t({ defaultMessage: 'Photo {number}' }, { number: i + 1 })}
                  className="aspect-video w-full rounded object-cover"
                />
                {i === 0 && <Badge className="absolute top-1 left-1">{t(cover)}</Badge>}
              </div>
              <div className="flex justify-between gap-1">
                {i > 0 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t({ defaultMessage: 'Make photo {number} the cover' }, { number: i + 1 })}
                    onClick={() => onChange([src, ...value.filter((_, j) => j !== i)])}
                  >
                    <ArrowLeft aria-hidden />
                    {t(cover)}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="button" variant="ghost" size="sm" aria-label={t({ defaultMessage: 'Remove photo {number}' }, { number: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={t({ defaultMessage: 'Upload photos' })}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void addFiles(files);
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={room <= 0 || upload.isPending}
        aria-describedby={message ? `${inputId}-error` : undefined}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? <Spinner className="size-4" /> : <ImagePlus aria-hidden />}
        {upload.isPending ? t({ defaultMessage: 'Uploading…' }) : t({ defaultMessage: 'Add photos' })}
      </Button>
      <FormMessage id={`${inputId}-error`}>{message}</FormMessage>
    </div>
  );
}
