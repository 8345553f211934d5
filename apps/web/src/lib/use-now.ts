import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: relative times ('now', '3 min') move on while shown, and a page left
 * open for hours (a stream overlay) moves on to the next match as start times pass.
 */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
