import { STORY_MEDIA_MAX_BYTES, STORY_TEXT_MAX, STORY_VIDEO_MAX_SECONDS } from '@clutch/contract/stories';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCreateStory } from '../api/create-story.ts';
import { emptyStoryForm, isStoryVideo, STORY_ACCEPT, storyFormSchema, type StoryFormOutput, type StoryFormValues } from '../lib/story-form.ts';

/** How long the browser may take to read a video's length before the server is left to judge it. */
const METADATA_TIMEOUT_MS = 5000;

/** The length of a chosen video as the browser reads it from its metadata; null when it cannot tell. */
function readVideoSeconds(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const timer = setTimeout(() => done(null), METADATA_TIMEOUT_MS);
    function done(value: number | null) {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      resolve(value);
    }
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * Post a story: a text, or an image or a video with an optional caption. The limits are shown up front and checked
 * before sending (the server checks the bytes again); verified accounts only.
 */
export function CreateStoryDialog({ open, onOpenChange, verified }: { open: boolean; onOpenChange: (open: boolean) => void; verified: boolean }) {
  const t = useT();
  const [resolver] = useState(() => zodResolver(storyFormSchema));
  const form = useForm<StoryFormValues, unknown, StoryFormOutput>({ resolver, defaultValues: emptyStoryForm() });
  const { errors } = form.formState;
  const [text, file] = useWatch({ control: form.control, name: ['text', 'file'] });
  const create = useCreateStory();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);

  const close = (next: boolean) => {
    if (!next) form.reset(emptyStoryForm());
    onOpenChange(next);
  };

  const choose = async (chosen: File | null) => {
    form.setValue('file', chosen);
    form.setValue('videoSeconds', null);
    form.clearErrors(['file', 'text']);
    if (!chosen) return;
    // Type and size at once; a video's length once the browser has read it.
    if (!(await form.trigger('file')) || !isStoryVideo(chosen) || !canPreview()) return;
    const url = URL.createObjectURL(chosen);
    const seconds = await readVideoSeconds(url);
    URL.revokeObjectURL(url);
    // Still the chosen one (not replaced meanwhile): its length counts.
    if (seconds === null || form.getValues('file') !== chosen) return;
    form.setValue('videoSeconds', seconds);
    await form.trigger('file');
  };

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { text: values.text, file: values.file },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Story posted' }), { description: t({ defaultMessage: 'It disappears in 24 hours.' }) });
          close(false);
        },
        onError: (e) =>
          toast.error(t({ defaultMessage: 'Could not post the story' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
      },
    ),
  );

  const textError = errors.text?.message;
  const fileError = errors.file?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t({ defaultMessage: 'Create a story' })}
      description={t(
        {
          defaultMessage:
            'Write up to {chars} characters, or add an image or a video (up to {mb} MB; videos up to {seconds} seconds). It disappears after 24 hours.',
        },
        { chars: STORY_TEXT_MAX, mb: STORY_MEDIA_MAX_BYTES / 1024 / 1024, seconds: STORY_VIDEO_MAX_SECONDS },
      )}
      onSubmit={submit}
      submitLabel={t({ defaultMessage: 'Post story' })}
      pending={create.isPending}
      disabled={!verified}
    >
      {!verified && (
        <Alert>
          <AlertDescription>{t({ defaultMessage: 'Verify your e-mail address to post stories.' })}</AlertDescription>
        </Alert>
      )}
      <Field
        id="story-text"
        label={file ? t({ defaultMessage: 'Caption (optional)' }) : t({ defaultMessage: 'Text' })}
        hint={t({ defaultMessage: '{count} / {max}' }, { count: text.length, max: STORY_TEXT_MAX })}
        error={textError}
      >
        <Textarea rows={4} {...describedBy('story-text', textError, true)} {...form.register('text')} />
      </Field>
      <Field id="story-file" label={t({ defaultMessage: 'Image or video (optional)' })} error={fileError}>
        <input
          ref={input}
          type="file"
          accept={STORY_ACCEPT}
          className="sr-only"
          {...describedBy('story-file', fileError)}
          onChange={(e) => void choose(e.currentTarget.files?.[0] ?? null)}
        />
        {file ? (
          <div className="flex items-center gap-3 rounded-md border p-2">
            {preview &&
              (isStoryVideo(file) ? (
                <video src={preview} muted playsInline className="size-16 rounded object-cover" />
              ) : (
                <img src={preview} alt="" className="size-16 rounded object-cover" />
              ))}
            <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t({ defaultMessage: 'Remove the file' })}
              onClick={() => {
                if (input.current) input.current.value = '';
                void choose(null);
              }}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden />
            {t({ defaultMessage: 'Choose an image or a video' })}
          </Button>
        )}
      </Field>
    </FormDialog>
  );
}

const canPreview = () => typeof URL.createObjectURL === 'function';

/** An object URL for the chosen file's preview, revoked when the file changes or the dialog closes. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file && canPreview() ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
