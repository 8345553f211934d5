import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { apiError, never, stubApi, type Reply } from '@/test/stub-api.ts';
import AuthSuccessPage from './auth-success-page.tsx';
import RegisterPage from './register-page.tsx';

function renderRegister(reply?: Reply) {
  const api = stubApi(reply ? { 'POST /auth/register': reply } : {});
  const view = renderRoute('/app/auth/register', {
    routes: [
      { path: '/app/auth/register', Component: RegisterPage },
      { path: '/app/auth/success', Component: AuthSuccessPage },
    ],
  });
  return { ...view, api };
}

type View = ReturnType<typeof renderRegister>;

async function fill(view: View, values: { nickname?: string; email?: string; password?: string; confirm?: string }) {
  const { nickname = 'ace_01', email = 'Ace@Example.com', password = 'long-enough', confirm = password } = values;
  if (nickname) await view.user.type(screen.getByLabelText('Nickname'), nickname);
  if (email) await view.user.type(screen.getByLabelText('E-mail'), email);
  if (password) await view.user.type(screen.getByLabelText('Password'), password);
  if (confirm) await view.user.type(screen.getByLabelText('Confirm password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

afterEach(() => vi.restoreAllMocks());

describe('RegisterPage', () => {
  it('requires every field', async () => {
    const view = renderRegister();
    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Nickname is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(view.api.requestsTo('POST /auth/register')).toHaveLength(0);
  });

  it('says the passwords don’t match, with the spec’s curly apostrophe', async () => {
    const view = renderRegister();
    await fill(view, { password: 'long-enough', confirm: 'long-enougH' });
    const message = await screen.findByText('Passwords don\u2019t match. Please try again!');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.requestsTo('POST /auth/register')).toHaveLength(0);
  });

  it('applies the contract’s rules: password of at least 8, valid e-mail and nickname', async () => {
    const view = renderRegister();
    await fill(view, { nickname: 'a b', email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please, enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Nickname may use letters, digits, dots, dashes and underscores only')).toBeInTheDocument();
    expect(view.api.requestsTo('POST /auth/register')).toHaveLength(0);
  });

  it('posts email, password and nickName and shows the success screen', async () => {
    const view = renderRegister({ status: 201, body: { message: 'Registered', user: makeUser() } });
    await fill(view, {});
    expect(await screen.findByRole('heading', { name: 'Account created successfully' })).toBeInTheDocument();
    expect(screen.getByText('We have sent you an email with a verification link. Please check your inbox.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/app/auth/success');
    expect(view.api.requestsTo('POST /auth/register')[0]?.body).toEqual({
      email: 'ace@example.com',
      password: 'long-enough',
      nickName: 'ace_01',
    });
  });

  it('reads "Creating..." while pending', async () => {
    const view = renderRegister(never);
    await fill(view, {});
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it('shows the server’s message when registration is refused', async () => {
    const view = renderRegister(apiError(409, 'This nickname is already taken', 'NICKNAME_TAKEN'));
    await fill(view, {});
    expect(await screen.findByRole('alert')).toHaveTextContent('This nickname is already taken');
    expect(view.router.state.location.pathname).toBe('/app/auth/register');
  });

  it('puts the server’s field messages on their fields', async () => {
    const view = renderRegister({
      status: 400,
      body: { message: 'Validation failed', code: 'VALIDATION', fields: { email: 'This e-mail is already registered' } },
    });
    await fill(view, {});
    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the generic message on a server failure or no answer', async () => {
    const view = renderRegister(apiError(500, 'Internal details that must not show'));
    await fill(view, {});
    expect(await screen.findByText('An error occurred during registration. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Internal details/)).not.toBeInTheDocument();
  });

  it('falls back to the generic message when the network fails', async () => {
    const view = renderRegister(() => Promise.reject(new TypeError('Failed to fetch')));
    await fill(view, {});
    await waitFor(() => expect(screen.getByText('An error occurred during registration. Please try again.')).toBeInTheDocument());
  });

  it('has a show/hide toggle for each password and a link to login', async () => {
    renderRegister();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app/auth/login');
  });
});
