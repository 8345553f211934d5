import { changePasswordBody, loginBody, otpCode, registerBody } from '@clutch/contract/auth';
import { disputeBody, resultInputFor } from '@clutch/contract/competition';
import { targetInput } from '@clutch/contract/organizer';
import { notificationSettings } from '@clutch/contract/notifications';
import { moneyBody } from '@clutch/contract/payments';
import { STORY_MESSAGES } from '@clutch/contract/stories';
import { createTeamFields, updateTeamBody } from '@clutch/contract/teams';
import { deleteAccountBody, updateProfileBody } from '@clutch/contract/users';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { activateLocale } from './i18n-store.ts';
import { isTranslatableValidation, useTranslateValidation, validationMessage } from './validation-messages.ts';

const messagesOf = (schema: ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('validation messages', () => {
  it("registers every message the contract's account schemas can show a form", () => {
    const shown = [
      ...messagesOf(registerBody, { nickName: 'ab', email: 'not-an-email', password: 'short' }),
      ...messagesOf(registerBody, { nickName: 'has space', email: `${'x'.repeat(250)}@example.com`, password: 'x'.repeat(200) }),
      ...messagesOf(registerBody, { nickName: 'x'.repeat(40), email: 'a@example.com', password: 'long enough' }),
      ...messagesOf(loginBody, { nickname: ' ', password: '' }),
      ...messagesOf(changePasswordBody, { currentPassword: '', newPassword: 'long enough' }),
      ...messagesOf(deleteAccountBody, { password: '' }),
      ...messagesOf(otpCode, '12a'),
    ];
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });

  it("registers the messages of the contract's team and result schemas that the tournament forms show", () => {
    const shown = [
      ...messagesOf(createTeamFields, { name: ' ' }),
      ...messagesOf(createTeamFields, { name: 'x'.repeat(100), bio: 'x'.repeat(1000) }),
      // The team page's Edit team form.
      ...messagesOf(updateTeamBody, { name: ' ' }),
      ...messagesOf(updateTeamBody, { name: 'x'.repeat(100), bio: 'x'.repeat(1000) }),
      ...messagesOf(resultInputFor('KNOCKOUT'), {}),
      ...messagesOf(resultInputFor('KNOCKOUT'), { homeScore: 1 }),
      ...messagesOf(resultInputFor('KNOCKOUT'), { homeScore: 1, awayScore: 1 }),
    ];
    expect(new Set(shown).size).toBe(6);
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });

  it("registers every message the contract's money, result report, dispute and target schemas can show a form", () => {
    const amount = moneyBody.shape.amount;
    const shown = [
      ...[0, 0.001, 100_001, 1.234].flatMap((value) => messagesOf(amount, value)),
      ...messagesOf(resultInputFor('KNOCKOUT'), {}),
      ...messagesOf(resultInputFor('KNOCKOUT'), { homeScore: 1 }),
      ...messagesOf(resultInputFor('KNOCKOUT'), { homeScore: 2, awayScore: 2 }),
      ...messagesOf(disputeBody, { reason: ' ' }),
      ...messagesOf(targetInput, { title: ' ', targetValue: 0, currentValue: -1, unit: 'followers' }),
    ];
    expect(shown.length).toBeGreaterThan(9);
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });

  it("registers the contract's story messages that the create-story dialog shows", () => {
    const shown = [STORY_MESSAGES.textTooLong, STORY_MESSAGES.empty, STORY_MESSAGES.invalidMedia, STORY_MESSAGES.tooLarge, STORY_MESSAGES.tooLong];
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });

  it("registers every message the contract's profile schema can show the Edit Profile form", () => {
    const long = (n: number) => 'x'.repeat(n);
    const shown = [
      ...messagesOf(updateProfileBody, { nickName: 'ab', bio: long(501), country: 'Brazil', location: long(101), website: long(201), founded: 1.5 }),
      ...messagesOf(updateProfileBody, { nickName: 'ace', website: 'example.com', founded: 1900, discord: 'has space', twitch: long(101) }),
      ...messagesOf(updateProfileBody, { nickName: 'ace', founded: 3000 }),
      ...messagesOf(updateProfileBody, { nickName: 'ace', founded: 'soon' }),
    ];
    expect(new Set(shown).size).toBeGreaterThanOrEqual(10);
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });

  it("registers the quiet-hours messages of the contract's notification settings", () => {
    const quietHours = notificationSettings.shape.quietHours;
    const shown = messagesOf(quietHours, { enabled: true, start: '25:00', end: '7:00', timeZone: 'Mars/Olympus' });
    expect(new Set(shown).size).toBe(2);
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });

  it('shows a registered message in the active language and leaves any other as it is', async () => {
    const mismatch = validationMessage({ defaultMessage: 'Passwords don’t match. Please try again!' });
    const { result, rerender } = renderHook(() => useTranslateValidation());
    expect(result.current('Password must be at least 8 characters')).toBe('Password must be at least 8 characters');
    await activateLocale('pt-BR');
    rerender();
    expect(result.current('Password must be at least 8 characters')).toBe('A senha precisa ter pelo menos 8 caracteres');
    expect(result.current('A message from the server, already translated')).toBe('A message from the server, already translated');
    expect(mismatch).toBe('Passwords don’t match. Please try again!');
  });
});
