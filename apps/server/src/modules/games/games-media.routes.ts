import type { FastifyInstance } from 'fastify';

export async function gamesMediaRoutes(_app: FastifyInstance) {}
