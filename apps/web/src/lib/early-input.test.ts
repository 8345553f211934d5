import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyInput } from './early-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = '<div id="root"><button id="a"><span>A</span></button><button id="b">B</button><a id="l" href="#x">L</a></div>';
  const root = document.getElementById('root')!;
  const seen: string[] = [];
  return {
    root,
    seen,
    button: (id: string) => document.getElementById(id)!,
    // What a hydrated tree's handlers would see: listening only from now on.
    listen() {
      root.addEventListener('click', (e) => seen.push(`click ${(e.target as Element).closest('[id]')!.id}`));
      root.addEventListener('keydown', (e) => seen.push(`keydown ${e.key} ${(e.target as Element).id}`));
    },
  };
}

describe('recordEarlyInput', () => {
  it('delivers the presses made before the app listened to the same button, in order, once it listens', () => {
    const p = page();
    const early = recordEarlyInput(p.root);
    p.button('a').querySelector('span')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    p.button('a').querySelector('span')!.click();
    expect(p.seen).toEqual([]);
    p.listen();
    early.replay();
    expect(p.seen).toEqual(['keydown Enter a', 'click a']);
  });

  it('keeps only the last button touched, ignores other keys and links, and stops recording after the replay', () => {
    const p = page();
    const early = recordEarlyInput(p.root);
    p.button('a').click();
    p.button('b').dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    p.button('b').click();
    p.button('l').click();
    p.listen();
    early.replay();
    expect(p.seen).toEqual(['click b']);
    p.seen.length = 0;
    p.button('a').click();
    early.replay();
    expect(p.seen).toEqual(['click a']);
  });

  it('sends nothing when nothing was pressed, or when the button is gone', () => {
    const p = page();
    const early = recordEarlyInput(p.root);
    p.button('a').click();
    p.button('a').remove();
    p.listen();
    early.replay();
    expect(p.seen).toEqual([]);
  });
});
