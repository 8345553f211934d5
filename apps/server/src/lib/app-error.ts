import type { ErrorCode } from '@clutch/contract/errors';

/** A failure the client is meant to see: a stable code, an HTTP status and a message for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST', fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'You need to sign in to do that.', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new AppError(429, 'RATE_LIMITED', message);
