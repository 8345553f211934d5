import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PREVIEW_ID, useDismissPagePreview } from './page-preview.ts';

function Page({ ready }: { ready: boolean }) {
  useDismissPagePreview(ready);
  return ready ? <h1>Spring Cup</h1> : <p>Loading…</p>;
}

describe("the server's first paint (ADR 022)", () => {
  afterEach(() => document.getElementById(PAGE_PREVIEW_ID)?.remove());

  it('stays over the loading state and goes in the commit that shows the page', () => {
    const preview = Object.assign(document.createElement('div'), { id: PAGE_PREVIEW_ID });
    document.body.prepend(preview);
    const { rerender } = render(<Page ready={false} />);
    expect(document.getElementById(PAGE_PREVIEW_ID)).toBe(preview);
    rerender(<Page ready />);
    expect(document.getElementById(PAGE_PREVIEW_ID)).toBeNull();
  });

  it('does nothing on a page the server sent without one', () => {
    expect(() => render(<Page ready />)).not.toThrow();
  });
});
