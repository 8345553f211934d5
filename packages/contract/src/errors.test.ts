import { describe, expect, it } from 'vitest';
import { errorBody } from './common.ts';
import { codeForStatus, errorCodes, isErrorCode } from './errors.ts';

describe('error codes', () => {
  it('lists each code once', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('tells a contract code from any other value', () => {
    expect(isErrorCode('TOURNAMENT_FULL')).toBe(true);
    expect(isErrorCode('HTTP_502')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('gives a failure without a known code the generic code of its status', () => {
    expect(codeForStatus(400)).toBe('BAD_REQUEST');
    expect(codeForStatus(401)).toBe('UNAUTHORIZED');
    expect(codeForStatus(403)).toBe('FORBIDDEN');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(409)).toBe('CONFLICT');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });

  it('refuses an error body whose code is not in the contract', () => {
    expect(errorBody.safeParse({ message: 'Full.', code: 'TOURNAMENT_FULL' }).success).toBe(true);
    expect(errorBody.safeParse({ message: 'Full.', code: 'FULL' }).success).toBe(false);
  });
});
