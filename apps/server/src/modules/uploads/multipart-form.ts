import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { invalidCharacters, isInvalidText } from '../../plugins/input-guard.ts';
import { imageTooLarge } from './image-errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file part, read whole (the multipart limits cap it at 5 MB unless the route raises it). */
  file: Buffer | null;
}

export interface MultipartOptions {
  /** This route's largest file, instead of app.ts's 5 MB. */
  maxFileBytes?: number;
  /** The error for a file over that limit (the image's 413 by default). */
  tooLarge?: () => AppError;
}

const codeOf = (err: unknown) => (err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined);

/**
 * Reads a multipart/form-data body: text fields and at most one file, within the limits set in app.ts (a route
 * may allow a larger file through `options`). Field names, values and file names with a NUL byte or an unpaired
 * surrogate are refused like any other input (plugins/input-guard.ts); a body that is not a well-formed form
 * answers 400 MALFORMED_FORM.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartOptions = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const parts = options.maxFileBytes ? request.parts({ limits: { fileSize: options.maxFileBytes } }) : request.parts();
    for await (const part of parts) {
      if (isInvalidText(part.fieldname)) throw invalidCharacters('A form field name');
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (isInvalidText(part.filename)) throw invalidCharacters(`${part.fieldname} file name`);
        if (file) throw badRequest('Send at most one file.', 'TOO_MANY_FILES');
        // An empty file input still sends a part: treat it as no file.
        if (bytes.length > 0 || part.filename) file = bytes.length > 0 ? bytes : null;
      } else if (typeof part.value === 'string') {
        if (isInvalidText(part.value)) throw invalidCharacters(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = codeOf(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw (options.tooLarge ?? imageTooLarge)();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send at most one file.', 'TOO_MANY_FILES');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many form fields.', 'TOO_MANY_FIELDS');
    // Everything else raised here comes from parsing the client's bytes (busboy: no boundary, truncated body,
    // malformed part headers; a JSON field that is not JSON; a closed request).
    request.log.debug({ err }, 'malformed multipart body');
    throw badRequest('The form is malformed or incomplete.', 'MALFORMED_FORM');
  }
  return { fields, file };
}
