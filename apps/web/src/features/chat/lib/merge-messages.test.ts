import { describe, expect, it } from 'vitest';
import { makeMessage, messagePage } from '@/test/chat-fixtures.ts';
import { lastSeqOf, mergeBySeq, upsertMessages, visibleMessages, type MessagePages } from './merge-messages.ts';

const pages = (...list: ReturnType<typeof messagePage>[]): MessagePages => ({ pages: list, pageParams: list.map(() => undefined) });

describe('merging chat messages by seq', () => {
  it('keeps one of each seq, oldest first, when a live message and a resync bring the same ones', () => {
    const live = [makeMessage(5), makeMessage(6)];
    const resync = [makeMessage(4), makeMessage(5), makeMessage(6), makeMessage(7)];
    expect(mergeBySeq(live, resync).map((m) => m.seq)).toEqual([4, 5, 6, 7]);
  });

  it('puts a live message into the newest page once, even when it arrives twice', () => {
    let data = pages(messagePage([makeMessage(3), makeMessage(4)], true), messagePage([makeMessage(1), makeMessage(2)]));
    data = upsertMessages(data, [makeMessage(5)])!;
    data = upsertMessages(data, [makeMessage(4), makeMessage(5), makeMessage(6)])!;
    expect(visibleMessages(data).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.pages[0]!.items.map((m) => m.seq)).toEqual([3, 4, 5, 6]);
    expect(lastSeqOf(data)).toBe(6);
  });

  it('replaces a deleted message by its tombstone, where it is, and shows it no more', () => {
    let data = pages(messagePage([makeMessage(3)]), messagePage([makeMessage(1), makeMessage(2)]));
    data = upsertMessages(data, [makeMessage(2, { deleted: true, text: '' })])!;
    expect(data.pages[1]!.items.map((m) => m.seq)).toEqual([1, 2]);
    expect(visibleMessages(data).map((m) => m.seq)).toEqual([1, 3]);
  });

  it('leaves an empty cache alone (the first fetch brings everything)', () => {
    expect(upsertMessages(undefined, [makeMessage(1)])).toBeUndefined();
  });
});
