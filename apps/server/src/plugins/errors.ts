import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError } from '../db/database-errors.ts';
import { AppError } from '../lib/app-error.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function fieldsOf(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Maps every error to `{ message, code }` (DESIGN.md §5.3); 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const fields = fieldsOf(issues);
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send({ message: first, code: 'VALIDATION_FAILED', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
    }
    const database = classifyDatabaseError(error);
    if (database) {
      if (database.kind === 'unavailable') request.log.warn({ err: error }, 'database unavailable');
      if ('retryAfterSeconds' in database) void reply.header('retry-after', String(database.retryAfterSeconds));
      return reply.status(database.status).send({ message: database.message, code: database.code });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    }
    if (status === 413) {
      return reply.status(413).send({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 415) {
      return reply.status(415).send({ message: 'Unsupported content type.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
  });
}
