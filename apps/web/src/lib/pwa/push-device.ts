import { pushEndpoints, type PushSubscriptionInput } from '@clutch/contract/push';
import { callEndpoint, isApiError } from '@/lib/http.ts';

/**
 * This device's web-push subscription (issue #14 item 10): what Settings' switch shows and changes, and what
 * signing out takes away. The service worker (src/sw.ts) shows what arrives.
 * - `unsupported`: no service worker, Push API or notifications here (an iPhone's Safari outside the Home Screen app);
 * - `denied`: the browser blocks notifications for Clutch; only its site settings can undo that;
 * - `off` / `on`: whether this device is subscribed.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the service worker to be active before giving up on subscribing. */
const WORKER_READY_MS = 10_000;

export const pushSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

async function activeWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The service worker is not running')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks for permission (the browser's own prompt), subscribes with the server's VAPID key and hands the subscription
 * to the server for the signed-in user. A subscription made with another key (the server's pair changed) is renewed.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await activeWorker();
  const { publicKey } = await callEndpoint(pushEndpoints.publicKey);
  const applicationServerKey = base64urlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await callEndpoint(pushEndpoints.subscribe, { body: subscription.toJSON() as PushSubscriptionInput });
  } catch (e) {
    // A subscription the server does not know would read as "on" and never receive anything.
    await subscription.unsubscribe().catch(() => false);
    throw e;
  }
  return 'on';
}

/**
 * Unsubscribes this device, then tells the server (which would otherwise learn it from the push service's 410 at
 * the next send). A subscription the server no longer has is already what we want. `tellServer: false` when there
 * is no session left to say it with (the account was deleted, the session ended elsewhere).
 */
export async function disablePush({ tellServer = true }: { tellServer?: boolean } = {}): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  if (!tellServer) return;
  try {
    await callEndpoint(pushEndpoints.unsubscribe, { body: { endpoint } });
  } catch (e) {
    if (!(isApiError(e) && e.status === 404)) throw e;
  }
}
