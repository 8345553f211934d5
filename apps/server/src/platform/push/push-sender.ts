/** Where a push goes: a browser's subscription as `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** How long the push service keeps the message for an offline device, in seconds. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer message with the same topic replaces an undelivered older one at the push service. */
  topic?: string;
}

/**
 * What became of one push: `gone` when the push service says the subscription no longer exists (404 or 410, so it
 * must be forgotten), `failed` for anything else that did not deliver (a 429, a 5xx, a timeout, a refused key).
 */
export type PushDelivery =
  | { status: 'sent'; statusCode: number }
  | { status: 'gone'; statusCode: number }
  | { status: 'failed'; statusCode: number | null; reason: string };

/** Sends encrypted web pushes signed with our VAPID key (`web-push-sender.ts`). */
export interface PushSender {
  /** The VAPID application server key, base64url: what browsers subscribe with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushDelivery>;
}
