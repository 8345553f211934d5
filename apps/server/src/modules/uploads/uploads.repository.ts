import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}
