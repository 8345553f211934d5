import type { FastifyInstance } from 'fastify';

export async function tournamentsMediaRoutes(_app: FastifyInstance) {}
