import type { FastifyInstance } from 'fastify';

export async function gamesRoutes(_app: FastifyInstance) {}
