import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleAccountsId } from '../lib/google-identity.ts';
import { fixtureId, makeGame } from '@/test/discovery-fixtures.ts';
import { fakeIdToken } from '@/test/fake-id-token.ts';
import { makeUser } from '@/test/fixtures.ts';
import { landingRoute, renderRoute } from '@/test/render.tsx';
import { mockViewport } from '@/test/shell-render.tsx';
import { apiError, never, stubApi, type Reply } from '@/test/stub-api.ts';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import LoginPage from './login-page.tsx';

const signedOut = apiError(401, 'Not signed in', 'UNAUTHORIZED');
const user = makeUser();

function renderLogin(routes: Record<string, Reply>, state?: unknown) {
  const api = stubApi({ 'GET /auth/me': signedOut, 'GET /auth/config': { body: { googleClientId: null } }, ...routes });
  const view = renderRoute('/app/auth/login', {
    state,
    routes: [{ path: '/app/auth/login', Component: LoginPage }, landingRoute('/app/'), landingRoute('/app/tickets/:id'), landingRoute('*')],
  });
  return { ...view, api };
}

async function fillAndSubmit(view: ReturnType<typeof renderLogin>, identifier = 'ace@example.com', password = 'correct horse') {
  await view.user.type(await screen.findByLabelText('E-mail or username'), identifier);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.google;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('LoginPage', () => {
  it('shows a spinner while the session is loading', async () => {
    renderLogin({ 'GET /auth/me': never });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail or username')).not.toBeInTheDocument();
  });

  it('sends an already signed-in visitor to /app/', async () => {
    const view = renderLogin({ 'GET /auth/me': { body: { user } } });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/');
    expect(view.router.state.location.pathname).toBe('/app/');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('requires both fields and calls nothing until they are filled', async () => {
    const view = renderLogin({});
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('E-mail or username is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Password is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('E-mail or username')).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.requestsTo('POST /auth/login')).toHaveLength(0);
  });

  it('posts nickname and password, greets, and returns to the remembered Location with replace', async () => {
    const view = renderLogin(
      { 'POST /auth/login': { body: { token: 't0k3n', user } } },
      { from: { pathname: '/app/tickets/42', search: '?tab=matches', hash: '', state: null, key: 'x' } },
    );
    await fillAndSubmit(view, 'ace', 's3cret-pass');

    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/tickets/:id');
    expect(view.router.state.location.pathname).toBe('/app/tickets/42');
    expect(view.router.state.location.search).toBe('?tab=matches');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.api.requestsTo('POST /auth/login')[0]?.body).toEqual({ nickname: 'ace', password: 's3cret-pass' });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Clutch!')).toBeInTheDocument();
    expect(view.queryClient.getQueryData(['session'])).toEqual(user);
  });

  it('accepts a remembered path given as a string', async () => {
    const view = renderLogin({ 'POST /auth/login': { body: { token: 't', user } } }, { from: '/app/tickets/7' });
    await fillAndSubmit(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/tickets/7'));
  });

  it('goes to /app/ when nothing was remembered', async () => {
    const view = renderLogin({ 'POST /auth/login': { body: { token: 't', user } } });
    await fillAndSubmit(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/'));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('reads "Signing in…" while the request is pending', async () => {
    const view = renderLogin({ 'POST /auth/login': never });
    await fillAndSubmit(view);
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('shows the failure toast and stays on the page', async () => {
    const view = renderLogin({ 'POST /auth/login': apiError(401, 'Bad credentials', 'INVALID_CREDENTIALS') });
    await fillAndSubmit(view);
    expect(await screen.findByText('Login error')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email/nickname or password.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/app/auth/login');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('treats a success status other than 200 without a session as a failure', async () => {
    const view = renderLogin({ 'POST /auth/login': () => new Response(null, { status: 204 }) });
    await fillAndSubmit(view);
    expect(await screen.findByText('Login error')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/app/auth/login');
  });

  it('links to forgot password, sign up, Terms and Privacy Policy', async () => {
    renderLogin({});
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/app/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/app/auth/register');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal#privacy');
  });

  it('toggles the password visibility with a named button', async () => {
    const view = renderLogin({});
    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await view.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LoginPage with Google', () => {
  /** Stands in for Google's script: records the callback so the test can sign in. */
  function fakeGoogle() {
    let callback: ((r: { credential: string }) => void) | undefined;
    const id: GoogleAccountsId = {
      initialize: vi.fn((config) => (callback = config.callback)),
      renderButton: vi.fn((parent: HTMLElement) => {
        parent.innerHTML = '<div role="button">Continue with Google</div>';
      }),
    };
    window.google = { accounts: { id } };
    return { id, signIn: (credential: string) => callback?.({ credential }) };
  }

  const credential = fakeIdToken({ sub: 'g-1', email: 'jo@example.com', given_name: 'Jo', family_name: 'Doe', picture: 'https://x/p.png' });

  it('hides the Google button when the server has no client id', async () => {
    fakeGoogle();
    renderLogin({});
    await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument());
    expect(window.google?.accounts?.id?.initialize).not.toHaveBeenCalled();
  });

  it('renders Google’s button with the configured client id', async () => {
    const google = fakeGoogle();
    renderLogin({ 'GET /auth/config': { body: { googleClientId: 'client-123.apps.googleusercontent.com' } } });
    const slot = await screen.findByTestId('google-sign-in');
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalledWith(slot, expect.objectContaining({ theme: 'filled_black' })));
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }));
    expect(within(slot).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('loads Google Identity Services when it is not on the page yet', async () => {
    renderLogin({ 'GET /auth/config': { body: { googleClientId: 'client-123' } } });
    await screen.findByTestId('google-sign-in');
    await waitFor(() =>
      expect(document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeInTheDocument(),
    );
  });

  it('posts the credential with its decoded fields, greets and navigates like login', async () => {
    const google = fakeGoogle();
    const view = renderLogin(
      { 'GET /auth/config': { body: { googleClientId: 'client-123' } }, 'POST /auth/google': { body: { token: 't', user } } },
      { from: '/app/tickets/9' },
    );
    await waitFor(() => expect(google.id.initialize).toHaveBeenCalled());
    google.signIn(credential);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/tickets/9'));
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.api.requestsTo('POST /auth/google')[0]?.body).toEqual({
      idToken: credential,
      email: 'jo@example.com',
      givenName: 'Jo',
      familyName: 'Doe',
      googleId: 'g-1',
      picture: 'https://x/p.png',
    });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('shows "Login failed / Try again" and does not redirect when the server refuses', async () => {
    const google = fakeGoogle();
    const view = renderLogin({
      'GET /auth/config': { body: { googleClientId: 'client-123' } },
      'POST /auth/google': apiError(401, 'Invalid Google credential'),
    });
    await waitFor(() => expect(google.id.initialize).toHaveBeenCalled());
    google.signIn(credential);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/app/auth/login');
  });
});

describe('LoginPage pitch', () => {
  afterEach(() => vi.unstubAllGlobals());

  const catalogue = Array.from({ length: 158 }, (_, n) => makeGame({ id: fixtureId(1000 + n), slug: `game-${n}`, name: `Game ${n}` }));

  it('names the real size of the games catalogue beside the form, not a made-up figure', async () => {
    mockViewport(1280);
    const view = renderLogin({ 'GET /games/all': { body: catalogue } });
    expect(await screen.findByText('Tournaments for 158 games, with real prizes')).toBeInTheDocument();
    expect(screen.queryByText(/2000/)).not.toBeInTheDocument();
    expect(view.api.requestsTo('GET /games/all')).toHaveLength(1);
  });

  it('claims no number when the catalogue can not be counted', async () => {
    mockViewport(1280);
    const view = renderLogin({ 'GET /games/all': apiError(500, 'Down') });
    await waitFor(() => expect(view.api.requestsTo('GET /games/all').length).toBeGreaterThan(0));
    expect(await screen.findByText('Tournaments for the games in our catalogue, with real prizes')).toBeInTheDocument();
    expect(screen.queryByText(/\d+ games/)).not.toBeInTheDocument();
  });

  it('leaves the catalogue unfetched on a phone, where the pitch is hidden', async () => {
    mockViewport(375);
    const view = renderLogin({ 'GET /games/all': { body: catalogue } });
    expect(await screen.findByLabelText('E-mail or username')).toBeInTheDocument();
    expect(view.api.requestsTo('GET /games/all')).toHaveLength(0);
  });
});

describe('LoginPage in Portuguese', () => {
  it('speaks Brazilian Portuguese, its validation messages included, and tells the server the language', async () => {
    await activateLocale('pt-BR');
    const view = renderLogin({ 'POST /auth/login': apiError(401, 'E-mail/apelido ou senha incorretos.', 'INVALID_CREDENTIALS') });
    expect(await screen.findByRole('heading', { name: 'Que bom ter você de volta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/app/auth/register');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe o e-mail ou o apelido')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('E-mail ou apelido'), 'ace');
    await view.user.type(screen.getByLabelText('Senha'), 'wrong password');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Erro ao entrar')).toBeInTheDocument();
    expect(view.api.requestsTo('POST /auth/login')[0]!.headers.get('accept-language')).toBe('pt-BR');
  });
});
