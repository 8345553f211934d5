import { IMAGE_MAX_BYTES } from '@clutch/contract/teams';
import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Object URL of an image for its preview (none where the browser cannot make one). */
const previewUrl = (file: File | null) => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/** The chosen logo, its preview and what is wrong with it; the preview's object URL is freed when replaced. */
export function useLogoFile() {
  const t = useT();
  const [file, setFileState] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const set = (next: File | null) => {
    setFileState(next);
    setPreview(previewUrl(next));
  };
  return {
    file,
    preview,
    error,
    choose(chosen: File | null) {
      if (chosen && !chosen.type.startsWith('image/')) {
        set(null);
        setError(t({ defaultMessage: 'The team image must be an image file.' }));
      } else if (chosen && chosen.size > IMAGE_MAX_BYTES) {
        set(null);
        setError(t({ defaultMessage: 'The team image must be at most {size} MB.' }, { size: IMAGE_MAX_BYTES / 1024 / 1024 }));
      } else {
        set(chosen);
        setError(null);
      }
    },
    reset() {
      set(null);
      setError(null);
    },
  };
}
export type LogoFile = ReturnType<typeof useLogoFile>;

/** The logo field: a preview (the chosen file, else `current`) beside a file input for images. */
export function TeamLogoInput({ id, logo, current, label }: { id: string; logo: LogoFile; current?: string | null; label: string }) {
  const t = useT();
  const shown = logo.preview ?? current ?? null;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground">
          {shown ? <img src={shown} alt={t({ defaultMessage: 'Team image preview' })} className="size-full object-cover" /> : <ImagePlus aria-hidden className="size-6" />}
        </span>
        <Input
          id={id}
          type="file"
          accept="image/*"
          className="min-w-0"
          aria-invalid={!!logo.error}
          aria-describedby={logo.error ? `${id}-error` : undefined}
          onChange={(e) => logo.choose(e.target.files?.[0] ?? null)}
        />
      </div>
      <FormMessage id={`${id}-error`}>{logo.error}</FormMessage>
    </div>
  );
}
