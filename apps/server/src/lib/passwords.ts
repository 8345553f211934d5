import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { badRequest } from './app-error.ts';

/**
 * argon2id at the OWASP Password Storage Cheat Sheet minimum: 19 MiB, 2 passes, 1 lane.
 * `Algorithm` is an ambient const enum, which isolatedModules can not read, hence the literal (Argon2id = 2).
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no hash to check (unknown user, Google-only
 * account), so the response time does not tell whether an account exists.
 */
export async function verifyAgainstNothing(password: string) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

export const passwordNotSet = () =>
  badRequest(
    'This account signs in with Google and has no password yet. Use "Forgot password?" to set one first.',
    'PASSWORD_NOT_SET',
  );
