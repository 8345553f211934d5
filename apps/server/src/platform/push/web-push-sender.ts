import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushDelivery, PushSender, PushSendOptions, PushTarget } from './push-sender.ts';
import type { VapidKeys } from '../../config.ts';

export interface WebPushSenderOptions {
  keys: VapidKeys;
  /** The contact push services see in the VAPID claim: `mailto:` or an https URL. */
  subject: string;
  /** How long one request to a push service may take. */
  timeoutMs?: number;
  /** The https agent requests go through (tests trust their local fake push service's certificate with one). */
  agent?: Agent;
}

/**
 * Web push through the `web-push` library: RFC 8291 payload encryption (aes128gcm) and an RFC 8292 VAPID JWT signed
 * with our key, posted to the subscription's endpoint. 404 and 410 mean the subscription is gone.
 */
export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const vapidDetails = { subject: options.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey };
  return {
    publicKey: options.keys.publicKey,
    async send(target: PushTarget, payload: string, sendOptions: PushSendOptions): Promise<PushDelivery> {
      try {
        const result = await webpush.sendNotification(target, payload, {
          vapidDetails,
          // RFC 8291's encoding, which every current browser reads (the library still defaults to the older draft's).
          contentEncoding: 'aes128gcm',
          TTL: sendOptions.ttlSeconds,
          ...(sendOptions.urgency ? { urgency: sendOptions.urgency } : {}),
          ...(sendOptions.topic ? { topic: sendOptions.topic } : {}),
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { status: 'sent', statusCode: result.statusCode };
      } catch (err) {
        if (err instanceof WebPushError) {
          if (err.statusCode === 404 || err.statusCode === 410) return { status: 'gone', statusCode: err.statusCode };
          return { status: 'failed', statusCode: err.statusCode, reason: `push service answered ${err.statusCode}` };
        }
        return { status: 'failed', statusCode: null, reason: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
