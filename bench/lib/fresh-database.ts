/**
 * A fresh, empty database on the PostgreSQL server of `serverUrl` (named after this process and `name`), and how to
 * drop it afterwards.
 */
export async function freshDatabase(serverUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const database = `clutch_bench_${process.pid}_${name.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return {
    url: u.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}
