import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent, type Options as UserEventOptions } from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import { toast, Toaster } from 'sonner';

/** A query client for one test: no retries, so a failed call fails at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderRouteOptions {
  /** The routes to mount; add a catch-all or target routes to land on after a navigation. */
  routes: RouteObject[];
  /** Navigation state of the first entry (`location.state`). */
  state?: unknown;
  queryClient?: QueryClient;
  /** Options for `userEvent.setup`, e.g. `{ advanceTimers: vi.advanceTimersByTime }` under fake timers. */
  user?: UserEventOptions;
  /** Render inside `<StrictMode>` to catch effects that must run once. */
  strict?: boolean;
}

/**
 * Renders `routes` in a memory data router at `path` (with its search and hash), inside a query client and the
 * toaster, as the app does. `router.state` tells where the app went and how (`historyAction`).
 */
export function renderRoute(path: string, { routes, state, queryClient = createTestQueryClient(), user, strict = false }: RenderRouteOptions) {
  // Sonner keeps toasts in a module-wide store; a new toaster would show the previous test's.
  toast.dismiss();
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const tree: ReactNode = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router, queryClient, user: userEvent.setup(user) };
}

/** A route that only says where the app landed, for asserting navigations. */
export const landingRoute = (path: string): RouteObject => ({ path, element: <p data-testid="landed">{path}</p> });
