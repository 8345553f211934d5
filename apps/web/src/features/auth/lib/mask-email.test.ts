import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('keeps only the first character of the local part', () => {
    expect(maskEmail('john@example.com')).toBe('j•••@example.com');
  });

  it('does not reveal the local part’s length', () => {
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskEmail('averyveryverylongname@example.com')).toBe('a•••@example.com');
  });

  it('keeps the domain whole, even with subdomains', () => {
    expect(maskEmail('mary.jane@mail.example.co.uk')).toBe('m•••@mail.example.co.uk');
  });

  it('treats a non-Latin first character as one character', () => {
    expect(maskEmail('𝒜lice@example.com')).toBe('𝒜•••@example.com');
  });

  it('masks a value without @ after its first character', () => {
    expect(maskEmail('john')).toBe('j•••');
    expect(maskEmail('')).toBe('');
  });
});
