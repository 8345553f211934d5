import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { demoAdminPassword, keepDemoAdminPassword } from './db/seed/demo-admin-password.ts';
import { seedDemoIfEmpty } from './db/seed/seed.ts';
import { importFromRawg } from './platform/games-catalogue/rawg-importer.ts';
import { syncCatalogue } from './platform/games-catalogue/sync-catalogue.ts';
import { catalogueChangeTags } from './platform/read-cache/read-cache-tags.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  // Ready before seeding: the job queue installs its schema and starts, and the demo's writes may queue jobs.
  await app.ready();
  await syncCatalogue(app.ctx.db, app.log);
  await app.ctx.readCache.invalidate(catalogueChangeTags());
  if (config.seedDemo) {
    const adminSecret = demoAdminPassword(config.publicUrl, config.dataDir);
    const seeded = await seedDemoIfEmpty(app.ctx, app.log, { adminPassword: adminSecret?.password });
    if (seeded && adminSecret) {
      keepDemoAdminPassword(adminSecret);
      app.log.warn(`demo data seeded at a public address: the demo admin's password is in ${adminSecret.file}; the other demo accounts use the README's`);
    }
  }

  // The search index reads everything in the background once the data is in place; until then the database
  // answers searches (ADR 020).
  app.ctx.search.build().catch((err: unknown) => app.log.error({ err }, 'search index: build failed; searches use the database'));

  const rawgAbort = new AbortController();
  let rawgImport: Promise<unknown> = Promise.resolve();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      rawgAbort.abort();
      await rawgImport;
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Clutch is up at ${config.publicUrl} (database: ${database.kind}, mail: ${app.ctx.mailer.mode})`);
  // In the background, after listening: readiness never waits for a third-party API.
  if (config.rawgApiKey) {
    rawgImport = importFromRawg({
      db: app.ctx.db,
      log: app.log,
      apiKey: config.rawgApiKey,
      apiUrl: config.rawgApiUrl,
      signal: rawgAbort.signal,
    })
      .then(() => app.ctx.search.changed({ games: true }))
      .catch((err: unknown) => app.log.warn({ err }, 'RAWG game import failed'))
      // Covers and descriptions changed under the games reads (the read cache's TTL covered the meantime).
      .finally(() => app.ctx.readCache.invalidate(catalogueChangeTags()));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
