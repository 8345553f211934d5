import type { User } from '@clutch/contract/users';
import { vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { createTestQueryClient, renderRoute, type RenderRouteOptions } from './render.tsx';

// jsdom lacks what radix menus and popovers touch while opening.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Renders `routes` at `path` with `user` already signed in (the session query answered), or signed out with null. */
export function renderWithSession(path: string, user: User | null, options: RenderRouteOptions) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, user);
  return renderRoute(path, { ...options, queryClient });
}

/** Makes `matchMedia` answer as a viewport `width` px wide would (max-width / min-width queries only). */
export function mockViewport(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
