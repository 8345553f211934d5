import type { Page } from '@playwright/test';

/**
 * Resolves once the page receives a Socket.IO frame for which `matches` holds, over the WebSocket or long-polling.
 * Call before navigating.
 */
export function realtimeReceived(page: Page, matches: (payload: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const seen = (payload: string | Buffer) => {
      if (matches(String(payload))) resolve();
    };
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => seen(frame.payload)));
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/socket.io/')) res.text().then(seen, () => {});
    });
  });
}

/**
 * Resolves once the page's realtime connection is in (Socket.IO's CONNECT answer, `40{…}`): from then on the server
 * has the tab in the user's room and pushes reach it. Call before navigating.
 */
export const realtimeConnected = (page: Page) => realtimeReceived(page, (payload) => payload.includes('40{'));
