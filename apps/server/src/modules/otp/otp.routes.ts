import {
  otpEmailQueryFallback,
  otpEndpoints,
  otpSendResponse,
  otpValidateQuery,
  otpValidateQueryFallback,
  otpValidateResponse,
} from '@clutch/contract/auth';
import { errorBody } from '@clutch/contract/common';
import { emailQuery } from '@clutch/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLocale } from '../../i18n/request-locale.ts';
import { strictRateLimit } from '../../plugins/strict-rate-limit.ts';
import { createOtpService } from './otp.service.ts';

/**
 * The spec sends e-mail and code in the query string, where proxies and logs keep them. These routes take them
 * in a JSON body (the web client's way) and, without a body, from the query for compatibility: validation then
 * checks one schema whichever carried them.
 */
async function bodyFromQuery(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = request.query;
}

export async function otpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const otp = createOtpService(app.ctx);
  const strict = strictRateLimit(app);
  const tags = ['auth'];

  for (const endpoint of [otpEndpoints.send, otpEndpoints.resend]) {
    r.post(
      endpoint.path,
      {
        config: { access: 'visitor', rateLimit: strict },
        preValidation: bodyFromQuery,
        schema: {
          tags,
          summary: endpoint === otpEndpoints.send ? 'E-mail a password-reset code' : 'E-mail a new password-reset code (the previous one stops working)',
          description: 'Send `{ email }` as JSON; `?email=` in the query is accepted when there is no body.',
          body: emailQuery,
          querystring: otpEmailQueryFallback,
          response: { 200: otpSendResponse, 400: errorBody, 429: errorBody, 503: errorBody },
        },
      },
      async (request) => otp.send(request.body.email, askedLocale(request)),
    );
  }

  r.post(
    otpEndpoints.validate.path,
    {
      config: { access: 'visitor', rateLimit: strict },
      preValidation: bodyFromQuery,
      schema: {
        tags,
        summary: 'Check a password-reset code without using it',
        description: 'Send `{ email, otp }` as JSON; `?email=&otp=` in the query is accepted when there is no body.',
        body: otpValidateQuery,
        querystring: otpValidateQueryFallback,
        response: { 200: otpValidateResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await otp.validate(request.body.email, request.body.otp);
      return { valid: true as const, message: 'The code is valid.' };
    },
  );
}
