import { lighthouseMobile } from './lib/lighthouse.ts';
const base = process.argv[2]!;
const list = await (await fetch(`${base}/api/v1/tournaments?page=1&pageSize=1`)).json() as { content?: Array<{ id: string }>; items?: Array<{ id: string }> };
const first = (list.content ?? list.items ?? (list as any).data ?? [])[0] ?? Object.values(list).find(Array.isArray)?.[0];
const paths = ['/', `${process.argv[3] ?? '/app/tournaments/'}${first.id}`];
for (const p of paths) {
  const r = await lighthouseMobile(base + p, '/usr/bin/chromium');
  console.log(p, JSON.stringify(r));
}
