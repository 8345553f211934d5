import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { installFakeTimers } from '@/test/fake-timers.ts';
import { landingRoute, renderRoute } from '@/test/render.tsx';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import OtpPasswordPage from './otp-password-page.tsx';

const sent = { body: { message: 'Code sent', expiresInSeconds: 600 } };

function renderOtp(routes: Record<string, Reply> = {}, state: unknown = { email: 'jo@example.com' }) {
  const api = stubApi({ 'POST /otp/resend': sent, ...routes });
  const view = renderRoute('/app/auth/otp-password', {
    state,
    routes: [
      { path: '/app/auth/otp-password', Component: OtpPasswordPage },
      landingRoute('/app/auth/forgot-password'),
      landingRoute('/app/auth/reset-password'),
    ],
    user: vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : undefined,
  });
  return { ...view, api };
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const values = () => boxes().map((b) => (b as HTMLInputElement).value);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OtpPasswordPage', () => {
  it('sends a visitor without an e-mail back to forgot-password', async () => {
    const view = renderOtp({}, null);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app/auth/forgot-password');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('shows the e-mail masked but its first character', () => {
    renderOtp();
    expect(screen.getByText('j•••@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/jo@example\.com/)).not.toBeInTheDocument();
  });

  it('advances focus as digits are typed and moves back on Backspace in an empty box', async () => {
    const view = renderOtp();
    await view.user.click(boxes()[0]!);
    await view.user.keyboard('123');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
    await view.user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills all six boxes from a pasted code', async () => {
    const view = renderOtp();
    await view.user.click(boxes()[0]!);
    await view.user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('asks for the 6-digit code when a box is empty, and typing clears it', async () => {
    const view = renderOtp();
    await view.user.click(boxes()[0]!);
    await view.user.keyboard('12345');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please, enter the 6-digit code');
    expect(view.api.requestsTo('POST /otp/validate-otp')).toHaveLength(0);

    await view.user.click(boxes()[5]!);
    await view.user.keyboard('6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    boxes().forEach((box) => expect(box).not.toHaveAttribute('aria-invalid'));
  });

  it('turns the boxes red with the same message when the server rejects the code', async () => {
    const view = renderOtp({ 'POST /otp/validate-otp': apiError(400, 'Invalid code', 'INVALID_OTP') });
    await view.user.click(boxes()[0]!);
    await view.user.paste('111111');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please, enter the 6-digit code');
    boxes().forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(view.router.state.location.pathname).toBe('/app/auth/otp-password');
  });

  it('shows the server’s wait message on red boxes after too many tries', async () => {
    const view = renderOtp({ 'POST /otp/validate-otp': apiError(429, 'Too many tries. Try again in 10 minutes.', 'RATE_LIMITED') });
    await view.user.click(boxes()[0]!);
    await view.user.paste('111111');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Try again in 10 minutes.');
    boxes().forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));
    boxes().forEach((box) => expect(box).toHaveAccessibleDescription('Too many tries. Try again in 10 minutes.'));
  });

  it('clears a refused code’s message once a complete code is typed again', async () => {
    const view = renderOtp({ 'POST /otp/validate-otp': apiError(400, 'Invalid code', 'INVALID_OTP') });
    await view.user.click(boxes()[0]!);
    await view.user.paste('111111');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    await view.user.click(boxes()[5]!);
    await view.user.keyboard('2');
    expect(values()).toEqual(['1', '1', '1', '1', '1', '2']);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    boxes().forEach((box) => expect(box).not.toHaveAttribute('aria-invalid'));
  });

  it('validates the code and carries e-mail and code to the reset step', async () => {
    const view = renderOtp({ 'POST /otp/validate-otp': { body: { valid: true, message: 'Code is valid' } } });
    await view.user.click(boxes()[0]!);
    await view.user.paste('482913');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/app/auth/reset-password'));
    expect(view.router.state.location.state).toEqual({ email: 'jo@example.com', otp: '482913' });
    const [req] = view.api.requestsTo('POST /otp/validate-otp');
    expect(req?.body).toEqual({ email: 'jo@example.com', otp: '482913' });
    expect([...req!.query.keys()]).toEqual([]);
  });

  it('has a back arrow to forgot-password', () => {
    renderOtp();
    expect(screen.getByRole('link', { name: 'Back to forgot password' })).toHaveAttribute('href', '/app/auth/forgot-password');
  });

  describe('resend countdown', () => {
    const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

    it('counts down from 59 seconds and then offers "Resend code"', () => {
      installFakeTimers();
      renderOtp();
      expect(screen.getByText('0:59')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
      advance(30);
      expect(screen.getByText('0:29')).toBeInTheDocument();
      advance(28);
      expect(screen.getByText('0:01')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
      advance(1);
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    });

    it('resends, clears the boxes and the error, and restarts at 59', async () => {
      installFakeTimers();
      const view = renderOtp();
      await view.user.click(boxes()[0]!);
      await view.user.keyboard('12');
      await view.user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please, enter the 6-digit code');

      advance(59);
      await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
      await waitFor(() => expect(view.api.requestsTo('POST /otp/resend')).toHaveLength(1));
      expect(view.api.requestsTo('POST /otp/resend')[0]?.body).toEqual({ email: 'jo@example.com' });
      await waitFor(() => expect(screen.getByText('0:59')).toBeInTheDocument());
      expect(values()).toEqual(['', '', '', '', '', '']);
      expect(screen.queryByText('Please, enter the 6-digit code')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
      advance(59);
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    });

    it('shows the server’s message when the resend is refused, without red boxes', async () => {
      installFakeTimers();
      const view = renderOtp({ 'POST /otp/resend': apiError(429, 'Too many codes requested.') });
      advance(59);
      await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many codes requested.'));
      boxes().forEach((box) => expect(box).not.toHaveAttribute('aria-invalid'));
    });
  });
});

describe('OtpPasswordPage in Portuguese', () => {
  it('asks for the code, its validation message and the countdown in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const view = renderOtp();
    expect(screen.getByRole('heading', { name: 'Digite o código' })).toBeInTheDocument();
    expect(screen.getByText(/Enviamos um código de 6 dígitos para/)).toHaveTextContent('Enviamos um código de 6 dígitos para j•••@example.com.');
    expect(screen.getByText(/Não recebeu\? Reenvie o código em/)).toHaveTextContent(/0:59$/);
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite o código de 6 dígitos');
    expect(screen.getByRole('link', { name: 'Voltar para esqueci a senha' })).toBeInTheDocument();
  });
});
