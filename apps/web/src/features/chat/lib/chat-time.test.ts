import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './badge.ts';
import { chatTime } from './chat-time.ts';
import { insertAtCaret } from './insert-at-caret.ts';

const now = new Date('2026-03-12T18:30:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('chat timestamps (spec §9)', () => {
  it("reads 'now' under a minute", () => {
    expect(chatTime(ago(0), now, 'en')).toEqual({ kind: 'now' });
    expect(chatTime(ago(59_000), now, 'en')).toEqual({ kind: 'now' });
  });

  it('counts minutes under an hour', () => {
    expect(chatTime(ago(60_000), now, 'en')).toEqual({ kind: 'minutes', minutes: 1 });
    expect(chatTime(ago(59 * 60_000 + 59_000), now, 'en')).toEqual({ kind: 'minutes', minutes: 59 });
  });

  it('shows the time from an hour on, with the day once it is not today', () => {
    expect(chatTime(ago(60 * 60_000), now, 'en')).toEqual({ kind: 'time', text: '5:30 PM' });
    expect(chatTime(ago(60 * 60_000), now, 'pt-BR')).toEqual({ kind: 'time', text: '17:30' });
    const yesterday = chatTime(ago(24 * 60 * 60_000), now, 'en');
    expect(yesterday.kind).toBe('time');
    expect(yesterday.kind === 'time' && yesterday.text).toMatch(/Mar 11.*6:30 PM/);
  });
});

describe('the unread badge', () => {
  it('spells out up to 99 and shows 99+ above', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});

describe('inserting at the caret', () => {
  it('replaces the selection and puts the caret after what went in', () => {
    expect(insertAtCaret('gg wp', 2, 2, ' 🔥')).toEqual({ value: 'gg 🔥 wp', caret: 5 });
    expect(insertAtCaret('hello world', 6, 11, '@everyone')).toEqual({ value: 'hello @everyone', caret: 15 });
  });
});
