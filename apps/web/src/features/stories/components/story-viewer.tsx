import type { Story } from '@clutch/contract/stories';
import { Eye, Pause, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatRelativeTime } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';
import { useDeleteStory } from '../api/delete-story.ts';
import { useViewStory } from '../api/view-story.ts';
import { firstUnseenIndex, storyDurationMs, type StoryAuthor } from '../lib/group-stories.ts';
import { StoryProgress } from './story-progress.tsx';

/** What the viewer plays: the authors as they were when it opened, starting at `start`. */
export interface StoryViewing {
  authors: StoryAuthor[];
  start: number;
}

/** A press longer than this holds the story (pauses it) instead of moving on. */
const HOLD_MS = 250;
/** How often a text or image story's progress moves. */
const TICK_MS = 50;

/**
 * The full-screen story viewer: a segmented progress bar per author, auto-advance (five seconds for text and
 * images, a video its length), tap left or right (or ArrowLeft / ArrowRight) to go back or on, hold (or Space) to
 * pause, Escape to close. Each story shown is marked seen; the author sees its view count and may delete it.
 */
export function StoryViewer({ viewing, viewerId, onClose }: { viewing: StoryViewing | null; viewerId: string; onClose: () => void }) {
  return (
    <Dialog open={viewing !== null} onOpenChange={(open) => !open && onClose()}>
      {viewing && <StoryPlayer viewing={viewing} viewerId={viewerId} onClose={onClose} />}
    </Dialog>
  );
}

function StoryPlayer({ viewing, viewerId, onClose }: { viewing: StoryViewing; viewerId: string; onClose: () => void }) {
  const t = useT();
  const [authors, setAuthors] = useState(viewing.authors);
  const [pos, setPos] = useState(() => ({ author: viewing.start, story: firstUnseenIndex(viewing.authors[viewing.start]!) }));
  // Progress and a failed video belong to the story they were measured on: a new story starts from zero.
  const [measured, setMeasured] = useState({ storyId: '', progress: 0 });
  const [failedVideo, setFailedVideo] = useState<string | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { mutate: markSeen } = useViewStory();
  const remove = useDeleteStory();
  const seen = useRef(new Set<string>());
  const videoRef = useRef<HTMLVideoElement>(null);
  const nextZone = useRef<HTMLButtonElement>(null);

  const author = authors[pos.author]!;
  const story = author.stories[pos.story]!;
  const isOwn = story.userId === viewerId;
  const progress = measured.storyId === story.id ? measured.progress : 0;
  const setProgress = (value: number) => setMeasured({ storyId: story.id, progress: value });
  const videoFailed = failedVideo === story.id;
  const paused = userPaused || held || hidden || confirming;
  const playsVideo = story.type === 'VIDEO' && story.mediaUrl !== null && !videoFailed;

  const next = () => {
    if (pos.story < author.stories.length - 1) setPos({ author: pos.author, story: pos.story + 1 });
    else if (pos.author < authors.length - 1) setPos({ author: pos.author + 1, story: firstUnseenIndex(authors[pos.author + 1]!) });
    else onClose();
  };
  const previous = () => {
    if (pos.story > 0) setPos({ author: pos.author, story: pos.story - 1 });
    else if (pos.author > 0) setPos({ author: pos.author - 1, story: 0 });
    else setProgress(0);
  };

  // Seen once it shows: on the server (counted once) and, through the cache, in the rings behind.
  useEffect(() => {
    if (isOwn || story.viewed || seen.current.has(story.id)) return;
    seen.current.add(story.id);
    markSeen({ storyId: story.id, viewerId });
  }, [story.id, story.viewed, isOwn, viewerId, markSeen]);

  // Text and images run on a clock that keeps its time across pauses; a video on its own time (below).
  const clock = useRef({ storyId: '', elapsed: 0 });
  useEffect(() => {
    if (playsVideo || paused) return;
    if (clock.current.storyId !== story.id) clock.current = { storyId: story.id, elapsed: 0 };
    const duration = storyDurationMs(story);
    let last = Date.now();
    const id = setInterval(() => {
      const now = Date.now();
      clock.current.elapsed += now - last;
      last = now;
      const done = Math.min(1, clock.current.elapsed / duration);
      setProgress(done);
      if (done >= 1) {
        clearInterval(id);
        next();
      }
    }, TICK_MS);
    return () => clearInterval(id);
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) video.pause();
    else {
      // Autoplay with sound may be refused: play muted then.
      void Promise.resolve(video.play?.()).catch(() => {
        video.muted = true;
        return Promise.resolve(video.play?.()).catch(() => undefined);
      });
    }
  }, [paused, story.id]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (confirming) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      previous();
    } else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement && !e.target.dataset.tapZone)) {
      e.preventDefault();
      setUserPaused((p) => !p);
    }
  };

  // A short tap moves; a press held longer pauses until released.
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wasHeld = useRef(false);
  const pressStart = (e: PointerEvent) => {
    if (e.button !== 0) return;
    wasHeld.current = false;
    holdTimer.current = setTimeout(() => {
      wasHeld.current = true;
      setHeld(true);
    }, HOLD_MS);
  };
  const pressEnd = () => {
    clearTimeout(holdTimer.current);
    setHeld(false);
  };
  const tap = (move: () => void) => () => {
    if (wasHeld.current) wasHeld.current = false;
    else move();
  };

  const confirmDelete = () =>
    remove.mutate(
      { storyId: story.id, userId: viewerId },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Story deleted' }));
          setConfirming(false);
          const left = author.stories.filter((s) => s.id !== story.id);
          if (left.length === 0 && authors.length === 1) return onClose();
          if (left.length === 0) {
            setAuthors(authors.filter((_, i) => i !== pos.author));
            setPos({ author: Math.min(pos.author, authors.length - 2), story: 0 });
          } else {
            setAuthors(authors.map((a, i) => (i === pos.author ? { ...a, stories: left } : a)));
            setPos({ author: pos.author, story: Math.min(pos.story, left.length - 1) });
          }
        },
        onError: (e) => {
          toast.error(t({ defaultMessage: 'Could not delete the story' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) });
          setConfirming(false);
        },
      },
    );

  return (
    <DialogContent
      showClose={false}
      onKeyDown={onKeyDown}
      // Focus on the story itself, where Space pauses (on the close button it would close).
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        nextZone.current?.focus();
      }}
      aria-describedby="story-viewer-position"
      className="top-0 left-0 flex h-svh max-h-none w-screen max-w-none translate-x-0 translate-y-0 items-center justify-center gap-0 overflow-hidden rounded-none border-0 bg-black p-0 text-white sm:p-4"
    >
      <DialogTitle className="sr-only">{t({ defaultMessage: "{nickname}'s stories" }, { nickname: author.nickname })}</DialogTitle>
      <DialogDescription id="story-viewer-position" className="sr-only">
        {t({ defaultMessage: 'Story {position} of {count}. Use the arrow keys to move, Space to pause, Escape to close.' }, { position: pos.story + 1, count: author.stories.length })}
      </DialogDescription>
      <article className="relative flex h-full w-full max-w-md flex-col overflow-hidden bg-neutral-900 sm:aspect-[9/16] sm:h-auto sm:max-h-full sm:rounded-lg">
        <header className="absolute inset-x-0 top-0 z-20 flex flex-col gap-3 bg-linear-to-b from-black/70 to-transparent p-3 pb-8">
          <StoryProgress count={author.stories.length} current={pos.story} progress={progress} />
          <div className="flex items-center gap-2">
            <Avatar className="size-8">
              {author.photoUrl && <AvatarImage src={author.photoUrl} alt="" />}
              <AvatarFallback>{initials(author.nickname)}</AvatarFallback>
            </Avatar>
            <p className="min-w-0 flex-1 truncate text-sm">
              <span className="font-semibold">{author.nickname}</span>{' '}
              <time dateTime={story.createdAt} className="text-white/70">
                {formatRelativeTime(story.createdAt)}
              </time>
            </p>
            {paused && !confirming && <Pause aria-label={t({ defaultMessage: 'Paused' })} className="size-4" />}
            <DialogClose asChild>
              <Button variant="ghost" size="icon" className="size-9 text-white hover:bg-white/15" aria-label={t({ defaultMessage: 'Close stories' })}>
                <X aria-hidden />
              </Button>
            </DialogClose>
          </div>
        </header>

        <div className="relative flex flex-1 items-center justify-center">
          <StoryContent story={story} videoRef={playsVideo ? videoRef : undefined} onVideoEnd={next} onVideoProgress={setProgress} onVideoError={() => setFailedVideo(story.id)} />
          {story.type === 'VIDEO' && videoFailed && (
            <p className="absolute inset-x-6 top-1/2 text-center text-sm text-white/80">{t({ defaultMessage: 'This video cannot be played here.' })}</p>
          )}
          <div className="absolute inset-0 z-10 flex">
            <button
              type="button"
              data-tap-zone="previous"
              aria-label={t({ defaultMessage: 'Previous story' })}
              className="h-full w-1/3 cursor-pointer focus-visible:outline-none"
              onPointerDown={pressStart}
              onPointerUp={pressEnd}
              onPointerLeave={pressEnd}
              onPointerCancel={pressEnd}
              onClick={tap(previous)}
            />
            <button
              ref={nextZone}
              type="button"
              data-tap-zone="next"
              aria-label={t({ defaultMessage: 'Next story' })}
              className="h-full w-2/3 cursor-pointer focus-visible:outline-none"
              onPointerDown={pressStart}
              onPointerUp={pressEnd}
              onPointerLeave={pressEnd}
              onPointerCancel={pressEnd}
              onClick={tap(next)}
            />
          </div>
        </div>

        {isOwn && (
          <footer className="absolute inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 bg-linear-to-t from-black/70 to-transparent p-3 pt-8">
            <p className="flex items-center gap-1.5 text-sm">
              <Eye aria-hidden className="size-4" />
              {t({ defaultMessage: '{count, plural, one {# view} other {# views}}' }, { count: story.viewCount })}
            </p>
            <Button variant="ghost" size="sm" className="text-white hover:bg-white/15" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t({ defaultMessage: 'Delete story' })}
            </Button>
          </footer>
        )}
      </article>

      <AlertDialog open={confirming} onOpenChange={(o) => !o && !remove.isPending && setConfirming(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t({ defaultMessage: 'Delete this story?' })}</AlertDialogTitle>
            <AlertDialogDescription>{t({ defaultMessage: 'It disappears for everyone now, with its views.' })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Delete' })}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </DialogContent>
  );
}

/** The story itself: a text card, an image, or a video (muted controls; the viewer drives it), with its caption. */
function StoryContent({
  story,
  videoRef,
  onVideoEnd,
  onVideoProgress,
  onVideoError,
}: {
  story: Story;
  videoRef: React.RefObject<HTMLVideoElement | null> | undefined;
  onVideoEnd: () => void;
  onVideoProgress: (progress: number) => void;
  onVideoError: () => void;
}) {
  if (story.type === 'TEXT' || !story.mediaUrl) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-linear-to-br from-primary/80 to-neutral-900 p-8">
        <p className="text-center text-2xl leading-snug font-semibold break-words whitespace-pre-line">{story.text}</p>
      </div>
    );
  }
  return (
    <>
      {story.type === 'IMAGE' ? (
        <img src={story.mediaUrl} alt="" className="h-full w-full object-contain" />
      ) : videoRef ? (
        <video
          key={story.id}
          ref={videoRef}
          src={story.mediaUrl}
          autoPlay
          playsInline
          preload="auto"
          className="h-full w-full object-contain"
          onTimeUpdate={(e) => {
            const { currentTime, duration } = e.currentTarget;
            if (duration > 0 && Number.isFinite(duration)) onVideoProgress(Math.min(1, currentTime / duration));
          }}
          onEnded={onVideoEnd}
          onError={onVideoError}
        />
      ) : null}
      {story.text && (
        <p className="absolute inset-x-4 bottom-16 z-10 rounded-md bg-black/55 px-3 py-2 text-center text-sm break-words">{story.text}</p>
      )}
    </>
  );
}
