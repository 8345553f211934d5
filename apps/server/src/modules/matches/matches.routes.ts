import type { FastifyInstance } from 'fastify';

export async function matchesRoutes(_app: FastifyInstance) {}
