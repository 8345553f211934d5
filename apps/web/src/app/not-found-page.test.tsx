import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import NotFoundPage from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says the page was not found and links to the home page', () => {
    renderRoute('/nowhere', { routes: [{ path: '*', Component: NotFoundPage }] });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  });
});
