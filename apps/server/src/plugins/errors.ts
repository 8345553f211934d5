import type { ErrorBody } from '@clutch/contract/common';
import { codeForStatus } from '@clutch/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError } from '../db/database-errors.ts';
import { localizedIssues } from '../i18n/localized-validation.ts';
import { requestLocale } from '../i18n/request-locale.ts';
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

const answer = (reply: FastifyReply, status: number, body: ErrorBody) => reply.status(status).send(body);

/** Maps every error to `{ message, code }` (DESIGN.md §5.3); 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return answer(reply, error.statusCode, { message: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // In another language zod's own wording is found again in it; plugins/locale.ts translates the rest.
      const issues = localizedIssues(request, error.validationContext, requestLocale(request)) ?? (error.validation as ValidationIssue[]);
      const fields = fieldsOf(issues);
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return answer(reply, 400, { message: first, code: 'VALIDATION_FAILED', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return answer(reply, 500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    }
    const database = classifyDatabaseError(error);
    if (database) {
      if (database.kind === 'unavailable') request.log.warn({ err: error }, 'database unavailable');
      if ('retryAfterSeconds' in database) void reply.header('retry-after', String(database.retryAfterSeconds));
      return answer(reply, database.status, { message: database.message, code: database.code });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return answer(reply, 429, { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    }
    if (status === 413) {
      return answer(reply, 413, { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 415) {
      return answer(reply, 415, { message: 'Unsupported content type.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return answer(reply, 400, { message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' });
    }
    if (status >= 400 && status < 500) {
      return answer(reply, status, { message: error.message, code: codeForStatus(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, 500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
  });
}
