import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The spec's dot groups. */
export const CAROUSEL_GROUPS = 5;

/** Where each of `groups` dots starts: the slides split as evenly as they go (fewer dots than slides only). */
export function groupStarts(count: number, groups = CAROUSEL_GROUPS): number[] {
  const n = Math.min(groups, count);
  return Array.from({ length: n }, (_, g) => Math.round((g * count) / n));
}

/** The dot of the first visible slide; at the end of the track, the last dot. */
export function activeGroup(index: number, starts: readonly number[], lastIndex: number): number {
  if (starts.length === 0) return -1;
  if (lastIndex > 0 && index >= lastIndex) return starts.length - 1;
  let group = 0;
  starts.forEach((start, g) => {
    if (start <= index) group = g;
  });
  return group;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A looping carousel over a CSS scroll-snap track. `index` is the first visible slide; the buttons move a page of
 * `perView` slides (measured: 1, 2 or 3 by breakpoint) and wrap around at either end; swiping the track updates it.
 */
export function useCarousel(trackRef: RefObject<HTMLElement | null>, count: number, groups = CAROUSEL_GROUPS) {
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  /** Where a button's smooth scroll is heading: the scroll events on the way must not move `index` back. */
  const heading = useRef<number | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const slide = track.firstElementChild as HTMLElement | null;
      const width = slide?.offsetWidth ?? 0;
      setPerView(width > 0 ? Math.max(1, Math.round(track.clientWidth / width)) : 1);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [trackRef, count]);

  const lastIndex = Math.max(0, count - perView);
  const starts = groupStarts(count, groups);

  const goTo = useCallback(
    (target: number) => {
      const next = Math.min(Math.max(0, target), lastIndex);
      setIndex(next);
      const track = trackRef.current;
      const slide = track?.children[next] as HTMLElement | undefined;
      if (track && slide && typeof track.scrollTo === 'function') {
        const left = Math.min(slide.offsetLeft, Math.max(0, track.scrollWidth - track.clientWidth));
        heading.current = Math.abs(track.scrollLeft - left) > 1 ? left : null;
        track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    },
    [trackRef, lastIndex],
  );

  const follow = useCallback(() => {
    const track = trackRef.current;
    const width = (track?.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
    if (!track || width <= 0) return;
    setIndex(Math.min(lastIndex, Math.round(track.scrollLeft / width)));
  }, [trackRef, lastIndex]);

  /**
   * Keeps `index` in step with a swipe or a focused link scrolling the track. During a button's smooth scroll the
   * in-between positions are ignored, so a second click mid-animation moves on from where the first was going.
   */
  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (track && heading.current !== null) {
      if (Math.abs(track.scrollLeft - heading.current) > 1) return;
      heading.current = null;
    }
    follow();
  }, [trackRef, follow]);

  /** Wherever the scroll came to rest (a swipe may have interrupted a button's scroll). */
  const onScrollEnd = useCallback(() => {
    heading.current = null;
    follow();
  }, [follow]);

  return {
    onScroll,
    onScrollEnd,
    index,
    perView,
    groups: starts,
    activeGroup: activeGroup(index, starts, lastIndex),
    /** Whether there is anything to move to. */
    scrollable: count > perView,
    next: () => goTo(index >= lastIndex ? 0 : index + perView),
    previous: () => goTo(index <= 0 ? lastIndex : index - perView),
    goToGroup: (group: number) => goTo(starts[group] ?? 0),
  };
}
