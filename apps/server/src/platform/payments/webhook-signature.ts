import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from './payment-provider.ts';

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function signPayload(payload: string, secret: string, timestampSeconds: number) {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** Verifies a Stripe-style signature header over the raw body; any `v1` may match (secret rotation). */
export function verifySignature(rawBody: Buffer, header: string | undefined, secret: string, nowSeconds: number) {
  if (!header) throw new WebhookSignatureError('No signature header.');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError('Malformed signature header.');
  const expected = createHmac('sha256', secret).update(`${t}.`, 'utf8').update(rawBody).digest();
  const ok = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('Signature does not match.');
  if (Math.abs(nowSeconds - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('Timestamp outside the tolerance.');
}
