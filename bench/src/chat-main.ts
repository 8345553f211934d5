/** `npx tsx bench/src/chat-main.ts`: the chat figures alone (BENCH_CHAT_SOCKETS, BENCH_CHAT_MESSAGES, BENCH_CHAT_POSTS, BENCH_CHAT_AUDIENCE). */
import { chatSection, measureChat } from './chat.ts';

const figures = await measureChat({
  sockets: Number(process.env.BENCH_CHAT_SOCKETS ?? 2000),
  messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 20),
  posts: Number(process.env.BENCH_CHAT_POSTS ?? 200),
  audience: Number(process.env.BENCH_CHAT_AUDIENCE ?? 2),
});
console.log(chatSection(figures));
