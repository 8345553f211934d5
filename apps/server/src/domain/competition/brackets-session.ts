/**
 * One brackets-manager instance over an in-memory copy of a state's tables, for the length of one engine
 * call. brackets-manager only speaks promises, which is why the engine's writes are async.
 */
import { BracketsManager, type Database, type OmitId, type Table } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';

class TablesInMemory extends InMemoryDatabase {
  /** The live tables (not a copy): read them only after the manager's last awaited call. */
  tables(): Database {
    return this.data;
  }

  /**
   * memory-db gives each new row max(id) + 1 by scanning its table, which makes building a 1024-entrant
   * double elimination (2,000+ rows) quadratic. Rows here are only ever appended, in id order (the engine never
   * deletes), so the last row's id + 1 is the same number.
   */
  override insert<T>(table: Table, value: OmitId<T>): Promise<number>;
  override insert<T>(table: Table, values: OmitId<T>[]): Promise<boolean>;
  override insert<T>(table: Table, input: OmitId<T> | OmitId<T>[]): Promise<number | boolean> {
    const rows = this.data[table] as { id: unknown }[];
    const last = rows.at(-1);
    let id = last ? (last.id as number) + 1 : 0;
    if (!Array.isArray(input)) {
      rows.push({ id, ...input });
      return Promise.resolve(id);
    }
    for (const value of input) rows.push({ id: id++, ...value });
    return Promise.resolve(true);
  }
}

export interface BracketsSession {
  manager: BracketsManager;
  tables(): Database;
}

export function openSession(tables?: Database): BracketsSession {
  const storage = new TablesInMemory();
  if (tables) storage.setData(tables);
  return { manager: new BracketsManager(storage), tables: () => storage.tables() };
}
