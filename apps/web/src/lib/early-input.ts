/**
 * The landing paints prerendered markup before its script has loaded (ADR 022); until React hydrates it, a
 * press on one of its buttons reaches no handler and is lost. This keeps the presses on the last button
 * touched in that window (the keydown and the click a browser sends for Enter, say) and delivers the same
 * events to it once React listens: React then hydrates at once to handle them (discrete events on a
 * dehydrated root are hydrated synchronously). Links and form fields work without script and are left alone.
 */
export interface EarlyInput {
  /** Stops recording and sends what was recorded, in order, to the same element. */
  replay(): void;
}

const KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
const MOST = 4;

type Recorded = { type: 'click' } | { type: 'keydown'; key: string };

export function recordEarlyInput(root: HTMLElement): EarlyInput {
  let target: HTMLElement | null = null;
  let events: Recorded[] = [];

  const note = (element: EventTarget | null, event: Recorded) => {
    const button = element instanceof Element ? element.closest('button') : null;
    if (!button || !root.contains(button)) return;
    if (button !== target) {
      target = button;
      events = [];
    }
    if (events.length < MOST) events.push(event);
  };
  const onClick = (e: MouseEvent) => note(e.target, { type: 'click' });
  const onKeyDown = (e: KeyboardEvent) => {
    if (KEYS.has(e.key)) note(e.target, { type: 'keydown', key: e.key });
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('keydown', onKeyDown, true);

  return {
    replay() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('keydown', onKeyDown, true);
      const button = target;
      const recorded = events;
      target = null;
      events = [];
      if (!button?.isConnected) return;
      for (const event of recorded) {
        if (event.type === 'click') button.click();
        else button.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }));
      }
    },
  };
}
