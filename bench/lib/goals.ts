/**
 * Issue #17's goals as one table: each goal's figure on PGlite and on PostgreSQL, the same-run baseline it is
 * compared with, the ratio, and whether it is met. Rows that do not depend on the database (the web build) carry one
 * figure; rows a run could not measure say why.
 */
export const DATABASES = ['PGlite', 'PostgreSQL'] as const;
export type Database = (typeof DATABASES)[number];

export interface Measured {
  figure: string;
  ratio?: string;
  pass: boolean;
}

export interface GoalRow {
  goal: string;
  target: string;
  baseline: string;
  /** One figure per database; `any` for a figure that does not depend on it. */
  by: Partial<Record<Database | 'any', Measured>>;
  /** Why a database's figure (or the whole row) is missing. */
  skipped?: Partial<Record<Database | 'any', string>>;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

export function goalsTable(rows: GoalRow[]): string {
  const lines = [
    '| goal | target | PGlite | PostgreSQL | baseline | ratio (PGlite · PostgreSQL) | pass/fail |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const figure = (db: Database) => {
      const m = row.by[db];
      if (m) return m.figure;
      // A figure that does not depend on the database: once, in the first column.
      if (row.by.any) return db === 'PGlite' ? row.by.any.figure : 'same as PGlite (measured once)';
      return `not measured${row.skipped?.[db] ?? row.skipped?.any ? `: ${row.skipped[db] ?? row.skipped.any}` : ''}`;
    };
    const ratios = row.by.any ? (row.by.any.ratio ?? '—') : DATABASES.map((db) => row.by[db]?.ratio ?? '—').join(' · ');
    const measured = (row.by.any ? [['', row.by.any] as const] : DATABASES.flatMap((db) => (row.by[db] ? [[db, row.by[db]] as const] : [])));
    const failed = measured.filter(([, m]) => !m.pass).map(([db]) => db);
    const verdict = measured.length === 0 ? 'not measured' : failed.length === 0 ? 'PASS' : `FAIL${failed.some(Boolean) ? ` (${failed.join(', ')})` : ''}`;
    lines.push(`| ${[row.goal, row.target, figure('PGlite'), figure('PostgreSQL'), row.baseline, ratios, verdict].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

export const pct = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;
