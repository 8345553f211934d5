import { useEffect, useRef, type RefObject } from 'react';

/** The spec's marquee speed, in pixels per second. */
export const MARQUEE_SPEED = 50;

/** How long one loop over `distance` pixels takes at `speed` px/s, in milliseconds. */
export const marqueeDuration = (distance: number, speed = MARQUEE_SPEED) => (distance / speed) * 1000;

/**
 * Scrolls `track` (two copies of the same row side by side) left forever at `speed` px/s with the Web Animations API,
 * restarting when its size changes. Returns pause/resume for hover. Does nothing when `enabled` is false.
 */
export function useMarquee(track: RefObject<HTMLElement | null>, enabled: boolean, speed = MARQUEE_SPEED) {
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const element = track.current;
    if (!enabled || !element || typeof element.animate !== 'function') return;
    const start = () => {
      animation.current?.cancel();
      const distance = element.scrollWidth / 2;
      if (distance <= 0) return;
      animation.current = element.animate([{ transform: 'translateX(0)' }, { transform: `translateX(-${distance}px)` }], {
        duration: marqueeDuration(distance, speed),
        iterations: Infinity,
        easing: 'linear',
      });
    };
    start();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(start) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      animation.current?.cancel();
      animation.current = null;
    };
  }, [track, enabled, speed]);

  return {
    pause: () => animation.current?.pause(),
    resume: () => animation.current?.play(),
  };
}
