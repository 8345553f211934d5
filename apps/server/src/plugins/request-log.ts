import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** The share of successful (< 400), quick requests logged at info; the others go to debug. */
  sampleRate: number;
  /** A request that took longer (ms) is logged at warn whatever its status. */
  slowMs: number;
}

export type RequestLogLevel = 'warn' | 'info' | 'debug';

/** Server errors and slow requests at warn, client errors at info, successes at info when sampled, else debug. */
export function requestLogLevel(statusCode: number, responseTime: number, slowMs: number, sampled: boolean): RequestLogLevel {
  if (statusCode >= 500 || responseTime >= slowMs) return 'warn';
  if (statusCode >= 400 || sampled) return 'info';
  return 'debug';
}

/**
 * Fastify's request logging, leaner (ADR 019): one line per request when it completes (not two), with its id (the
 * logger's `reqId`), its redacted URL (log-redaction.ts), status and time; successes sampled (LOG_SAMPLE_RATE), the
 * rest at debug. A 5xx's error itself is logged by the error handler, as before. Every other line Fastify writes
 * (a response stream that failed, a serializer error…) is its own.
 */
export class RequestLog extends LogController {
  constructor(
    private readonly options: RequestLogOptions,
    private readonly random: () => number = Math.random,
  ) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const { sampleRate, slowMs } = this.options;
    const responseTime = reply.elapsedTime;
    const sampled = sampleRate >= 1 || (sampleRate > 0 && this.random() < sampleRate);
    // pino's method for a level that is off (debug in production) is a no-op.
    reply.log[requestLogLevel(reply.statusCode, responseTime, slowMs, sampled)]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
