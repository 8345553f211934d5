import { badRequest } from '../../lib/app-error.ts';

/** Where a page ends: the last row's created_at (to the microsecond) and id, as one opaque base64url string. */
export interface PagePosition {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (position: PagePosition): string => Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');

export const invalidCursor = () => badRequest('This page link is no longer valid: start again from the first page.', 'INVALID_CURSOR');

export function decodeCursor(cursor: string): PagePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (typeof at === 'string' && INSTANT.test(at) && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && UUID.test(id)) return { at, id };
    }
  } catch {
    // Not base64url JSON: answered below like any other malformed cursor.
  }
  throw invalidCursor();
}
