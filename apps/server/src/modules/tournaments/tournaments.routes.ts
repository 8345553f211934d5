import type { FastifyInstance } from 'fastify';

export async function tournamentsRoutes(_app: FastifyInstance) {}
