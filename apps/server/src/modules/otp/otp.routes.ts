import type { FastifyInstance } from 'fastify';

export async function otpRoutes(_app: FastifyInstance) {}
