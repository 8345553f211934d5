import type { ErrorBody } from '@clutch/contract/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * A NUL byte (PostgreSQL text can not hold one) or a UTF-16 surrogate without its partner (not Unicode, so
 * not UTF-8 either). Matched on code units on purpose: no `u` flag.
 */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(value: string) {
  return INVALID_TEXT.test(value);
}

/** 400 INVALID_CHARACTERS naming the field (`''` is the whole body). */
export function invalidCharacters(field: string) {
  const message = `${field || 'The request body'} contains characters that are not allowed (a NUL byte or an unpaired surrogate).`;
  return new AppError(400, 'INVALID_CHARACTERS', message, { [field || '_']: message });
}

/**
 * The dotted path of the first string (value or object key) in `input` that holds invalid text, or null.
 * Iterative, so a deeply nested JSON body can not overflow the stack.
 */
export function findInvalidText(input: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[input, root]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (isInvalidText(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isInvalidText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Headers whose values are stored (the session keeps the user agent). */
const STORED_HEADERS = ['user-agent'] as const;

function firstInvalidInput(request: FastifyRequest): string | null {
  return (
    findInvalidText(request.params, '') ??
    findInvalidText(request.query, '') ??
    findInvalidText(request.body, '') ??
    STORED_HEADERS.find((name) => {
      const value = request.headers[name];
      return typeof value === 'string' && isInvalidText(value);
    }) ??
    null
  );
}

/**
 * Refuses NUL bytes and unpaired surrogates in every parsed input (path, query, JSON body, stored headers) once,
 * before validation, with 400 INVALID_CHARACTERS naming the field. Multipart fields are checked where they are
 * read (modules/uploads/multipart-form.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = firstInvalidInput(request);
    if (field !== null) throw invalidCharacters(field);
  });
}

/**
 * The router's own refusals, before any route or hook runs (Fastify's `frameworkErrors`), in the API's error
 * shape: a path with a broken percent-encoding (`%zz`, `%ED%A0%80` for a lone surrogate, overlong UTF-8) and a
 * path segment over `maxParamLength`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ message: 'The URL is malformed: it has an invalid percent-encoding.', code: 'MALFORMED_URL' } satisfies ErrorBody);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ message: 'A part of the URL is too long.', code: 'URL_TOO_LONG' } satisfies ErrorBody);
  }
  return reply.status(error.statusCode ?? 500).send({ message: 'Something went wrong on our side.', code: 'INTERNAL' } satisfies ErrorBody);
}
