import { describe, expect, it } from 'vitest';
import { register, ROOMY_LIMITS, uniqueAccount } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const PT = { ...WEB, 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' };

describe('error messages in the request language', () => {
  it('answers a wrong password in Portuguese with the same code as in English', async () => {
    const account = await register(t, uniqueAccount('pt'));
    const payload = { nickname: account.nickName, password: 'not the password' };
    const english = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload });
    const portuguese = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: PT, payload });
    expect(english.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email/nickname or password.' });
    expect(portuguese.statusCode).toBe(english.statusCode);
    expect(portuguese.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'E-mail/apelido ou senha incorretos.' });
    expect(portuguese.headers['content-language']).toBe('pt-BR');
  });

  it('translates a message built from a template, keeping its values', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: PT, payload: { ...uniqueAccount(), password: 'short12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A senha precisa ter pelo menos 8 caracteres',
      fields: { password: 'A senha precisa ter pelo menos 8 caracteres' },
    });
  });

  it("words zod's own messages in Portuguese too", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: PT, payload: { nickname: 'someone' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields.password).toMatch(/^Entrada inválida/);
  });

  it('keeps English for a client that asks for nothing or for a language we do not write', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { ...WEB, 'accept-language': 'de-DE' }, payload: { nickname: 'x', password: 'y' } });
    expect(res.json().message).toBe('Incorrect email/nickname or password.');
  });
});
