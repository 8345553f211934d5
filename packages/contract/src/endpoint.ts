import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint takes and answers: the very schemas the server's route validates and serialises with. */
export interface EndpointSchemas {
  /** Path parameters, named as in the path template. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is `multipart/form-data`; the route reads and checks its fields itself. */
  multipart?: true;
  /**
   * The success answer's media type when it is not JSON (`text/calendar`): the route sends the text itself and the
   * OpenAPI document names this type; `response` then describes that text.
   */
  produces?: string;
  /** The success answer, sent with `status`. */
  response: z.ZodType;
  /** 200 unless the endpoint creates something. */
  status?: 200 | 201;
}

/** One API call, declared once: the server registers its route from it and the web client calls it through it. */
export type Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: M;
  readonly path: P;
} & Readonly<S>;

export const endpoint = <const M extends HttpMethod, const P extends `/api/v1/${string}`, const S extends EndpointSchemas>(
  method: M,
  path: P,
  schemas: S,
): Endpoint<M, P, S> => ({ method, path, ...schemas });

/** A parameter's name without a literal suffix in its segment (`:token.ics` is `token`). */
type BareName<N extends string> = N extends `${infer Head}.${string}` ? Head : N;

/** The `:name` segments of a path template. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? BareName<Name> | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? BareName<Name>
    : never;

export type PathParams<P extends string> = Record<PathParamName<P>, string | number>;

/** The path with each `:name` replaced by its value, URI-encoded. */
export const fillPath = <P extends string>(path: P, params: PathParams<P>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
