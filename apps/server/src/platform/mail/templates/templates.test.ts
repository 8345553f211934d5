import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout.ts';
import { passwordResetEmail } from './password-reset-email.ts';
import { verificationEmail } from './verification-email.ts';

describe('e-mail templates', () => {
  it('verification: subject, link in text and HTML, product colours', () => {
    const link = 'http://localhost:3000/app/confirm-account?token=abc_DEF-123';
    const mail = verificationEmail({ to: 'a@example.com', nickName: 'nova', link, ttlHours: 24, locale: 'en' });
    expect(mail.subject).toBe('Verify your Clutch account');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    for (const colour of ['#0b0d12', '#151823', '#7354f5', '#a994ff']) expect(mail.html).toContain(colour);
    expect(mail.text).toContain('24 hours');
  });

  it('password reset: subject and code in both parts', () => {
    const mail = passwordResetEmail({ to: 'a@example.com', nickName: 'nova', code: '042917', ttlMinutes: 10, locale: 'en' });
    expect(mail.subject).toBe('Your Clutch password reset code');
    expect(mail.text).toMatch(/^042917$/m);
    expect(mail.html).toContain('>042917<');
  });

  it('escapes every interpolated value', () => {
    const mail = verificationEmail({ to: 'a@example.com', nickName: '<img src=x onerror=alert(1)>', link: 'http://x/?a="b"&c', ttlHours: 24, locale: 'en' });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="http://x/?a=&quot;b&quot;&amp;c"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('writes to a pt-BR recipient in Brazilian Portuguese, layout included', () => {
    const link = 'http://localhost:3000/app/confirm-account?token=abc';
    const verification = verificationEmail({ to: 'a@example.com', nickName: 'nova', link, ttlHours: 24, locale: 'pt-BR' });
    expect(verification.subject).toBe('Verifique sua conta da Clutch');
    expect(verification.text).toContain(`Verificar minha conta: ${link}`);
    expect(verification.text).toContain('expira em 24 horas');
    expect(verification.html).toContain('<html lang="pt-BR">');
    expect(verification.html).toContain('Se o botão não funcionar');
    const reset = passwordResetEmail({ to: 'a@example.com', nickName: 'nova', code: '042917', ttlMinutes: 10, locale: 'pt-BR' });
    expect(reset.subject).toBe('Seu código para redefinir a senha da Clutch');
    expect(reset.text).toMatch(/^042917$/m);
    expect(reset.text).toContain('Clutch, a plataforma de torneios de esports.');
  });
});
