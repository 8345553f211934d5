import { otpSendResponse, otpValidateQuery, otpValidateResponse } from '@clutch/contract/auth';
import { errorBody } from '@clutch/contract/common';
import { emailQuery } from '@clutch/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { strictRateLimit } from '../auth/rate-limits.ts';
import { createOtpService } from './otp.service.ts';

export async function otpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const otp = createOtpService(app.ctx);
  const strict = strictRateLimit(app);
  const tags = ['auth'];

  for (const path of ['/otp/send', '/otp/resend'] as const) {
    r.post(
      path,
      {
        config: { access: 'visitor', rateLimit: strict },
        schema: {
          tags,
          summary: path === '/otp/send' ? 'E-mail a password-reset code' : 'E-mail a new password-reset code (the previous one stops working)',
          querystring: emailQuery,
          response: { 200: otpSendResponse, 400: errorBody, 429: errorBody },
        },
      },
      async (request) => otp.send(request.query.email, request.log),
    );
  }

  r.post(
    '/otp/validate-otp',
    {
      config: { access: 'visitor', rateLimit: strict },
      schema: {
        tags,
        summary: 'Check a password-reset code without using it',
        querystring: otpValidateQuery,
        response: { 200: otpValidateResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await otp.validate(request.query.email, request.query.otp);
      return { valid: true as const, message: 'The code is valid.' };
    },
  );
}
