import { z } from 'zod';
import { errorCodes } from './errors.ts';

/** The stable codes of `errors.ts`, for schemas. */
export const errorCode = z.enum(errorCodes);

/** Every error the API returns has this body; `code` is stable, `message` is for people. */
export const errorBody = z.object({
  message: z.string(),
  code: errorCode,
  /** Field-level messages for validation errors, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const uuid = z.uuid({ message: 'Invalid id.' });

export const idParams = z.object({ id: uuid });

export const isoDateTime = z.iso.datetime({ offset: true });

/** An instant someone types into a form (tournament dates, a match's start), with the message forms show. */
export const enteredDateTime = z.iso.datetime({ offset: true, message: 'Enter a valid date and time.' });
