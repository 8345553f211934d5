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

type Filter = Parameters<InMemoryDatabase['update']>[1];
type Row = { id: unknown };

/**
 * Tables shared with an earlier state, written copy-on-write: a table is copied (its array, not its rows) on its
 * first write, and a row is replaced, never changed in place, so the tables it was opened on stay as they were.
 * It remembers which matches were updated and whether anything else (a new row, another table) was written.
 */
class CopyOnWriteTables extends TablesInMemory {
  private readonly owned = new Set<Table>();
  readonly updatedMatchIds = new Set<number>();
  otherWrites = false;

  constructor(base: Database) {
    super();
    this.data = { ...base };
  }

  private own(table: Table): Row[] {
    if (!this.owned.has(table)) {
      this.owned.add(table);
      this.data[table] = [...this.data[table]] as never;
    }
    return this.data[table] as Row[];
  }

  override insert<T>(table: Table, value: OmitId<T>): Promise<number>;
  override insert<T>(table: Table, values: OmitId<T>[]): Promise<boolean>;
  override insert<T>(table: Table, input: OmitId<T> | OmitId<T>[]): Promise<number | boolean> {
    this.otherWrites = true;
    this.own(table);
    return super.insert(table, input as OmitId<T>[]);
  }

  override update<T>(table: Table, arg: number | Filter, value: T | Partial<T>): Promise<boolean> {
    const rows = this.own(table);
    if (table !== 'match') this.otherWrites = true;
    if (typeof arg === 'number') {
      if (table === 'match') this.updatedMatchIds.add(arg);
    } else {
      // memory-db merges a filtered update into the rows themselves: give it copies to merge into.
      const matches = this.makeFilter(arg);
      rows.forEach((row, i) => {
        if (!matches(row)) return;
        rows[i] = structuredClone(row);
        if (table === 'match') this.updatedMatchIds.add(row.id as number);
      });
    }
    return super.update(table, arg as number, value as T);
  }

  override delete(table: Table): Promise<boolean>;
  override delete<T>(table: Table, filter: Partial<T>): Promise<boolean>;
  override delete<T>(table: Table, filter?: Partial<T>): Promise<boolean> {
    this.otherWrites = true;
    return filter === undefined ? super.delete(table) : super.delete(table, filter);
  }
}

export interface BracketsSession {
  manager: BracketsManager;
  tables(): Database;
}

export interface TrackedSession extends BracketsSession {
  /** The matches the manager updated, or null when it wrote anything else (new rows, other tables). */
  updatedMatchIds(): Set<number> | null;
}

export function openSession(tables?: Database): BracketsSession {
  const storage = new TablesInMemory();
  if (tables) storage.setData(tables);
  return { manager: new BracketsManager(storage), tables: () => storage.tables() };
}

/** A session over `tables` that leaves them untouched (see CopyOnWriteTables). */
export function openTrackedSession(tables: Database): TrackedSession {
  const storage = new CopyOnWriteTables(tables);
  return {
    manager: new BracketsManager(storage),
    tables: () => storage.tables(),
    updatedMatchIds: () => (storage.otherWrites ? null : storage.updatedMatchIds),
  };
}
