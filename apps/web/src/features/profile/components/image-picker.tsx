import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { ImageChange } from '../api/update-profile.ts';

/** What the server takes (profileEndpoints.uploadImage): a PNG, JPEG, WebP or GIF of at most 5 MB. */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Object URL of a picked file for its preview (none where the browser cannot make one). */
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/**
 * One profile image in the Edit Profile dialog: its preview (the stored one, the picked file, or nothing), a
 * button to pick a file and one to remove it. Nothing is sent until Save; `change` says what Save will do.
 */
export function ImagePicker({
  kind,
  currentUrl,
  change,
  onChange,
}: {
  kind: 'avatar' | 'cover';
  currentUrl: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // The previous preview's object URL is freed when it is replaced, and the last one on unmount.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = change.kind === 'upload' ? preview : change.kind === 'remove' ? null : currentUrl;
  const label = kind === 'avatar' ? t({ defaultMessage: 'Avatar' }) : t({ defaultMessage: 'Cover image' });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setError(t({ defaultMessage: 'Choose a PNG, JPEG, WebP or GIF image.' }));
    if (file.size > MAX_BYTES) return setError(t({ defaultMessage: 'The image must be at most {size} MB.' }, { size: MAX_BYTES / 1024 / 1024 }));
    setError(null);
    setPreview(previewOf(file));
    onChange({ kind: 'upload', file });
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className={cn('flex gap-3', kind === 'cover' ? 'flex-col' : 'items-center')}>
        <span
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden border bg-muted text-muted-foreground',
            kind === 'avatar' ? 'size-16 rounded-full' : 'h-20 w-full rounded-md bg-gradient-to-r from-primary/50 via-primary/20 to-status-ongoing/30',
          )}
        >
          {shown ? (
            <img src={shown} alt={t({ defaultMessage: '{image} preview' }, { image: label })} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6" />
          )}
        </span>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${id}-label`}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden />
            {kind === 'avatar' ? t({ defaultMessage: 'Upload avatar' }) : t({ defaultMessage: 'Upload cover' })}
          </Button>
          {shown && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setError(null);
                onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
              }}
            >
              <Trash2 aria-hidden />
              {kind === 'avatar' ? t({ defaultMessage: 'Remove avatar' }) : t({ defaultMessage: 'Remove cover' })}
            </Button>
          )}
        </div>
      </div>
      <FormMessage>{error}</FormMessage>
    </div>
  );
}
