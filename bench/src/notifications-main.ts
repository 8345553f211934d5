/** `npx tsx bench/src/notifications-main.ts`: the notifications figures alone (BENCH_FOLLOWERS, BENCH_INBOX, BENCH_SECONDS). */
import { measureNotifications, notificationsSection } from './notifications.ts';

const figures = await measureNotifications({
  followers: Number(process.env.BENCH_FOLLOWERS ?? 10_000),
  inbox: Number(process.env.BENCH_INBOX ?? 10_000),
  inboxUnread: Number(process.env.BENCH_INBOX_UNREAD ?? 2_000),
  requests: Number(process.env.BENCH_REQUESTS ?? 400),
  rpsSeconds: Number(process.env.BENCH_SECONDS ?? 5),
});
console.log(notificationsSection(figures));
