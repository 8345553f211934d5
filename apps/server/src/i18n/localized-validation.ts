import type { Locale } from '@clutch/contract/locales';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ptBR } from 'zod/locales';

/** Zod's own wording (`Invalid input: expected string…`) in each language; the contract's messages are in the catalogue. */
const zodErrorMaps: Record<Exclude<Locale, 'en'>, ReturnType<typeof ptBR>['localeError']> = { 'pt-BR': ptBR().localeError };

const requestParts = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

export interface LocalizedIssue {
  instancePath: string;
  message: string;
}

/**
 * The issues of a request that failed validation, found again by parsing the failed part with `locale`'s wording
 * for zod's own messages (a schema's own message still wins, in English, for the catalogue). Null when the part or
 * its schema is not at hand, and the original issues stand.
 */
export function localizedIssues(request: FastifyRequest, part: string | undefined, locale: Locale): LocalizedIssue[] | null {
  if (locale === 'en' || !part || !(part in requestParts)) return null;
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part] as ZodType | undefined;
  if (!schema || typeof schema.safeParse !== 'function') return null;
  const result = schema.safeParse(request[requestParts[part as keyof typeof requestParts]], { error: zodErrorMaps[locale] });
  if (result.success) return null;
  return result.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
}
