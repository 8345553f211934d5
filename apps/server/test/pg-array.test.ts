import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pgArray } from '../src/modules/competition/projection.repository.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();

it('an array literal reaches the database element for element, whatever the text holds', async () => {
  const values = ['EU West', 'a"b', 'back\\slash', '{x,y}', ' padded ', 'NULL', '', null, 'ünïcødé'];
  const { rows } = (await t.app.ctx.db.execute(sql`select unnest(${pgArray(values)}::text[]) as v`)) as unknown as { rows: { v: string | null }[] };
  expect(rows.map((r) => r.v)).toEqual(values);
});
