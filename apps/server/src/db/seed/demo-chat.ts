import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { chatMessages, chatReads, chatRooms, tournamentParticipants, tournaments, users } from '../schema/index.ts';

const MINUTE = 60_000;

/**
 * A few conversations, so the Messages inbox and a running cup's chat are not empty for a newcomer (README "Demo
 * accounts"): nova and kairo talking (kairo's last line still unread for nova), the first running tournament's
 * organizer and two of its players in its chat, and kairo and nova watching it in its spectators' live chat (which
 * visitors read too). Written as the chat module stores them: rooms keyed as it keys them, seq 1, 2, 3… and read
 * markers.
 */
export const DEMO_CHAT = {
  direct: {
    between: ['nova', 'kairo'] as const,
    lines: [
      { author: 'kairo', minutesAgo: 42, text: 'Scrims at 9 tonight? We need a fifth.' },
      { author: 'nova', minutesAgo: 38, text: 'In. I will bring vex too.' },
      { author: 'kairo', minutesAgo: 6, text: 'Perfect. Room code goes in the match chat once we are drawn 👊' },
    ],
    /** What nova has read: kairo's last line waits for her. */
    novaReadSeq: 2,
  },
  tournament: [
    { author: 'organizer', minutesAgo: 50, text: 'Welcome! Matches are live: captains, report each result from your ticket.' },
    { author: 'player1', minutesAgo: 31, text: 'gl hf everyone' },
    { author: 'player2', minutesAgo: 12, text: 'GG! See you next round.' },
  ],
  spectator: [
    { author: 'kairo', minutesAgo: 20, text: 'Who are you backing this round?' },
    { author: 'nova', minutesAgo: 9, text: 'That comeback in the last map was unreal 🔥' },
    { author: 'kairo', minutesAgo: 2, text: 'Next match is starting, grab a seat.' },
  ],
} as const;

export interface DemoChatSummary {
  rooms: number;
  messages: number;
}

type Line = { authorId: string; minutesAgo: number; text: string };

async function insertRoom(tx: Executor, now: Date, room: typeof chatRooms.$inferInsert, lines: Line[]) {
  const [stored] = await tx
    .insert(chatRooms)
    .values({ ...room, lastSeq: lines.length, lastMessageAt: new Date(now.getTime() - lines.at(-1)!.minutesAgo * MINUTE) })
    .returning({ id: chatRooms.id });
  await tx.insert(chatMessages).values(
    lines.map((line, i) => ({
      roomId: stored!.id,
      seq: i + 1,
      authorId: line.authorId,
      clientId: randomUUID(),
      text: line.text,
      createdAt: new Date(now.getTime() - line.minutesAgo * MINUTE),
    })),
  );
  return stored!.id;
}

export async function seedDemoChat(tx: Executor, opts: { now: Date }): Promise<DemoChatSummary> {
  const { now } = opts;
  const people = await tx.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.nickName, ['nova', 'kairo', 'organizer']));
  const idOf = (nick: string) => people.find((p) => p.nickName === nick)!.id;
  const [nova, kairo] = [idOf('nova'), idOf('kairo')];
  const [low, high] = nova < kairo ? [nova, kairo] : [kairo, nova];
  const direct = DEMO_CHAT.direct;
  const dm = await insertRoom(
    tx,
    now,
    { kind: 'direct', key: `direct:${low}:${high}`, userLowId: low, userHighId: high },
    direct.lines.map((l) => ({ ...l, authorId: idOf(l.author) })),
  );
  await tx.insert(chatReads).values([
    { roomId: dm, userId: nova, lastReadSeq: direct.novaReadSeq },
    { roomId: dm, userId: kairo, lastReadSeq: direct.lines.length },
  ]);
  let rooms = 1;
  let messages = direct.lines.length;

  // The demo's running cups exist only when their games are in the catalogue.
  const [live] = await tx
    .select({ id: tournaments.id, organizerId: tournaments.organizerId })
    .from(tournaments)
    .where(eq(tournaments.status, 'IN_PROGRESS'))
    .orderBy(asc(tournaments.createdAt), asc(tournaments.id))
    .limit(1);
  if (live) {
    const players = await tx
      .select({ userId: tournamentParticipants.userId })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, live.id))
      .orderBy(asc(tournamentParticipants.createdAt), asc(tournamentParticipants.userId))
      .limit(2);
    if (players.length === 2) {
      const authorOf = { organizer: live.organizerId, player1: players[0]!.userId, player2: players[1]!.userId };
      await insertRoom(
        tx,
        now,
        { kind: 'tournament', key: `tournament:${live.id}`, tournamentId: live.id },
        DEMO_CHAT.tournament.map((l) => ({ ...l, authorId: authorOf[l.author] })),
      );
      await insertRoom(
        tx,
        now,
        { kind: 'spectator', key: `spectator:${live.id}`, tournamentId: live.id },
        DEMO_CHAT.spectator.map((l) => ({ ...l, authorId: idOf(l.author) })),
      );
      rooms += 2;
      messages += DEMO_CHAT.tournament.length + DEMO_CHAT.spectator.length;
    }
  }
  return { rooms, messages };
}
