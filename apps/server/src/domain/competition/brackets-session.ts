/**
 * One brackets-manager instance over an in-memory copy of a state's tables, for the length of one engine
 * call. brackets-manager only speaks promises, which is why the engine's writes are async.
 */
import { BracketsManager, type Database } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';

class TablesInMemory extends InMemoryDatabase {
  /** The live tables (not a copy): read them only after the manager's last awaited call. */
  tables(): Database {
    return this.data;
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
