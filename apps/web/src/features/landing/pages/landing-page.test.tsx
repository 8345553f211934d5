import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import LandingPage from './landing-page.tsx';

const routes = [{ path: '/', element: <LandingPage /> }];

describe('LandingPage', () => {
  it('invites a visitor to sign up or log in', () => {
    renderWithSession('/', null, { routes });
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/app/auth/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/auth/login');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/auth/login');
  });

  it('takes a signed-in user to the app', () => {
    renderWithSession('/', makeUser(), { routes });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app/');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
