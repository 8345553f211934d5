import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/** Forgets the upload stored under `key` for `purpose`; true when there was one. */
export async function deleteUpload(db: Executor, key: string, purpose: string) {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.purpose, purpose)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

export async function deleteUploadsByKeys(db: Executor, keys: string[]) {
  if (keys.length > 0) await db.delete(uploads).where(inArray(uploads.key, keys));
}
