import { z } from 'zod';
import { isoDateTime, messageBody } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Web push (issue #14 item 10): a browser subscribes with the server's VAPID public key and hands the server its
 * PushSubscription; the server encrypts each message for it and posts it to the push service behind `endpoint`.
 * A subscription belongs to the session's user; one row per endpoint.
 */

/** The longest endpoint URL we keep. Push services' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;
/** A P-256 public key, uncompressed (0x04, x, y): 65 bytes. */
export const PUSH_P256DH_BYTES = 65;
/** The shared authentication secret of RFC 8291: 16 bytes. */
export const PUSH_AUTH_BYTES = 16;
/** How many devices one account may have subscribed at once; a newer subscription drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  endpoint: 'The push endpoint must be an https URL.',
  p256dh: 'The p256dh key must be a base64url P-256 public key.',
  auth: 'The auth key must be a base64url 16-byte secret.',
  notFound: 'Push subscription not found.',
  removed: 'Push notifications are off on this device.',
} as const;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The number of bytes a base64url text decodes to (padding allowed), or -1 when it is not base64url. */
export function base64urlBytes(text: string): number {
  if (!base64url.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const key = (bytes: number, message: string) =>
  z.string({ message }).max(200, { message }).refine((text) => base64urlBytes(text) === bytes, { message });

const httpsUrl = z
  .string({ message: PUSH_MESSAGES.endpoint })
  .max(PUSH_ENDPOINT_MAX, { message: PUSH_MESSAGES.endpoint })
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, { message: PUSH_MESSAGES.endpoint });

/** `PushSubscription.toJSON()` as a browser gives it (`expirationTime` is accepted and ignored). */
export const pushSubscriptionInput = z.object({
  endpoint: httpsUrl,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: key(PUSH_P256DH_BYTES, PUSH_MESSAGES.p256dh),
    auth: key(PUSH_AUTH_BYTES, PUSH_MESSAGES.auth),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushSubscriptionDelete = z.object({ endpoint: httpsUrl });
export type PushSubscriptionDelete = z.infer<typeof pushSubscriptionDelete>;

/** A subscription as the server keeps it for the signed-in user. */
export const pushSubscription = z.object({ endpoint: z.string(), createdAt: isoDateTime });
export type PushSubscriptionView = z.infer<typeof pushSubscription>;

/** The VAPID application server key, base64url: what `pushManager.subscribe({ applicationServerKey })` takes. */
export const pushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

/**
 * What a push carries to the service worker, which shows it (`title`, `body`) and opens `url` (a path of this app)
 * when it is clicked. `tag` replaces an earlier notification with the same tag instead of stacking a second one.
 */
export const pushPayload = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  url: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/),
  tag: z.string().max(64).optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;

export const pushEndpoints = {
  publicKey: endpoint('GET', '/api/v1/push/public-key', { response: pushPublicKey }),
  subscribe: endpoint('POST', '/api/v1/push/subscriptions', { body: pushSubscriptionInput, response: pushSubscription, status: 201 }),
  unsubscribe: endpoint('DELETE', '/api/v1/push/subscriptions', { body: pushSubscriptionDelete, response: messageBody }),
};
