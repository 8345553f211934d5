import type { FastifyInstance } from 'fastify';

export async function devOutboxRoutes(_app: FastifyInstance) {}
