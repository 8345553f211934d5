import type { FastifyInstance } from 'fastify';

export async function registrationsRoutes(_app: FastifyInstance) {}
