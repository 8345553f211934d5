import type { PushPayload } from '@clutch/contract/push';
import { describe, expect, it } from 'vitest';
import { readPushMessage } from './push-message.ts';

const data = (body: string) => ({ json: () => JSON.parse(body) as unknown, text: () => body });

describe('readPushMessage', () => {
  it('reads what sendPush sends', () => {
    const payload: PushPayload = { title: 'Match starting', body: 'In 15 minutes.', url: '/app/tickets/t1', tag: 'match-1' };
    expect(readPushMessage(data(JSON.stringify(payload)))).toEqual(payload);
  });

  it('opens only a path of this app', () => {
    for (const url of ['https://evil.example/', '//evil.example/app', 'javascript:alert(1)', 42, undefined]) {
      expect(readPushMessage(data(JSON.stringify({ title: 'x', body: 'y', url }))).url).toBe('/app/');
    }
  });

  it('shows a push that is not ours, or not JSON, under our name', () => {
    expect(readPushMessage(data('plain words'))).toEqual({ title: 'Clutch', body: 'plain words', url: '/app/' });
    expect(readPushMessage(data('[1,2]'))).toEqual({ title: 'Clutch', body: '', url: '/app/' });
    expect(readPushMessage(null)).toEqual({ title: 'Clutch', body: '', url: '/app/' });
  });
});
