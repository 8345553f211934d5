import { screen } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import RouteErrorPage from './route-error-page.tsx';

const failingAt = (loader: () => never): RouteObject[] => [
  { path: '/', errorElement: <RouteErrorPage />, loader, element: <p>never shown</p> },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('shows the default error view text with the error’s message', async () => {
    renderRoute('/', {
      routes: failingAt(() => {
        throw new Error('Tournament service unavailable');
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Tournament service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the status of a thrown response', async () => {
    renderRoute('/', {
      routes: failingAt(() => {
        throw data(null, { status: 503, statusText: 'Service Unavailable' });
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the not-found page for a thrown 404', async () => {
    renderRoute('/', {
      routes: failingAt(() => {
        throw data(null, { status: 404 });
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
