import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import AuthSuccessPage from './auth-success-page.tsx';

const render = (state?: unknown) => renderRoute('/app/auth/success', { state, routes: [{ path: '/app/auth/success', Component: AuthSuccessPage }] });

describe('AuthSuccessPage', () => {
  it('shows the defaults and a "Go to login" button to the login page', () => {
    render();
    expect(screen.getByRole('heading', { name: 'Your Password Was Successfully Changed' })).toBeInTheDocument();
    expect(screen.getByText('Always remember the password for your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/app/auth/login');
  });

  it('shows the title, description and button label passed in state', () => {
    render({ title: 'Account created successfully', description: 'Check your inbox.', buttonLabel: 'Back to login' });
    expect(screen.getByRole('heading', { name: 'Account created successfully' })).toBeInTheDocument();
    expect(screen.getByText('Check your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/app/auth/login');
  });

  it('ignores state that is not text', () => {
    render({ title: 42, description: { x: 1 } });
    expect(screen.getByRole('heading', { name: 'Your Password Was Successfully Changed' })).toBeInTheDocument();
  });
});
