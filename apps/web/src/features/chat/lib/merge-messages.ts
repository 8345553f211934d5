import type { ChatMessage, ChatMessagePage } from '@clutch/contract/chat';
import type { InfiniteData } from '@tanstack/react-query';

export type MessagePages = InfiniteData<ChatMessagePage, unknown>;

/**
 * One list, oldest first, one entry per seq: a seq seen twice (a live message that a resync or a page also
 * brings) keeps the later copy, so a tombstone replaces the message it deletes.
 */
export function mergeBySeq(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** What the list shows: every page merged, deleted messages left out. */
export const visibleMessages = (data: MessagePages | undefined): ChatMessage[] =>
  data ? mergeBySeq(...[...data.pages].reverse().map((p) => p.items)).filter((m) => !m.deleted) : [];

/** The highest seq held, the cursor to catch up from after a reconnect. */
export const lastSeqOf = (data: MessagePages | undefined) =>
  data ? data.pages.reduce((max, page) => page.items.reduce((m, item) => Math.max(m, item.seq), max), 0) : 0;

/**
 * Puts live or caught-up messages into the cached pages: a seq already held is replaced where it is, the others
 * join the newest page. Without a cache yet, nothing changes (the first fetch brings them).
 */
export function upsertMessages(data: MessagePages | undefined, incoming: readonly ChatMessage[]): MessagePages | undefined {
  if (!data || data.pages.length === 0 || incoming.length === 0) return data;
  const bySeq = new Map(incoming.map((m) => [m.seq, m]));
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      const replacement = bySeq.get(item.seq);
      if (!replacement) return item;
      bySeq.delete(item.seq);
      return replacement;
    }),
  }));
  const [newest, ...older] = pages;
  return { ...data, pages: [{ ...newest!, items: mergeBySeq(newest!.items, [...bySeq.values()]) }, ...older] };
}
