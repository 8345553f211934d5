import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function deleteUploadsByKeys(db: Executor, keys: string[]) {
  if (keys.length > 0) await db.delete(uploads).where(inArray(uploads.key, keys));
}
