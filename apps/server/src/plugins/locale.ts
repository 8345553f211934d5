import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../i18n/request-locale.ts';
import { translateMessage } from '../i18n/translate.ts';

const MESSAGE_BODY_KEYS = new Set(['message', 'code', 'fields', 'success', 'user']);

/** An error body (`{ message, code, fields? }`) or a message answer (`{ message }`, `{ success, message }`, `{ message, user }`). */
function isMessageBody(payload: unknown): payload is { message: string; fields?: Record<string, string> } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  return typeof (payload as { message?: unknown }).message === 'string' && Object.keys(payload).every((k) => MESSAGE_BODY_KEYS.has(k));
}

/**
 * Every error and message body goes out in the request's language (`Accept-Language`), with the same `code`:
 * the English the code wrote is looked up in the server's catalogue (src/i18n). One hook, so no throw site changes.
 */
export function registerLocalizedMessages(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    // The body first: most answers are not messages, and then the language is never negotiated.
    if (!isMessageBody(payload)) return payload;
    const locale = requestLocale(request);
    if (locale === 'en') return payload;
    void reply.header('content-language', locale);
    const fields = payload.fields && Object.fromEntries(Object.entries(payload.fields).map(([k, v]) => [k, translateMessage(v, locale)]));
    return { ...payload, message: translateMessage(payload.message, locale), ...(fields ? { fields } : {}) };
  });
}
