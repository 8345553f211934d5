import fc from 'fast-check';

/**
 * Hostile requests generated from the app's own OpenAPI document (`app.swagger()`): for every operation, values
 * that fit its schema (so requests reach the services) and values that break it (types, sizes, nesting,
 * characters, encodings, content types, headers). Real ids are written as `~ref~<pool>~` and resolved when
 * the request is sent, so a run is the same sequence of requests for the same seed whatever ids the database
 * handed out.
 */

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** Fastify's form: `/api/v1/teams/:id`. */
  path: string;
  params: Parameter[];
  jsonBody: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; summary?: string }>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        params: op.parameters ?? [],
        jsonBody: op.requestBody?.content?.['application/json']?.schema ?? null,
        // The zod transform drops `consumes`; the multipart routes say so in their summary.
        multipart: /multipart/i.test(op.summary ?? ''),
      });
    }
  }
  return ops;
}

/** Pools of real values the seed created, resolved at send time. */
export const POOLS = ['user', 'otherUser', 'game', 'gameSlug', 'tournament', 'liveTournament', 'team', 'registration', 'match', 'target', 'token'] as const;
export type Pool = (typeof POOLS)[number];
export const ref = (pool: Pool) => `~ref~${pool}~`;
const REF = /~ref~(\w+)~/g;
export const resolveRefs = (text: string, values: Record<Pool, string>) => text.replace(REF, (_m, pool: Pool) => values[pool] ?? '');

const uuidPool = fc.constantFrom<Pool>('user', 'otherUser', 'game', 'tournament', 'liveTournament', 'team', 'registration', 'match', 'target').map(ref);

/** Strings that have broken parsers, databases and renderers before. */
const nastyStrings = fc.constantFrom(
  '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uFFFF', '\uFEFF', '\u202E', '🏆', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫ', '漢字', '',
  ' ', '\t\r\n', "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '../../../etc/passwd', '%00', '%', '%zz',
  '__proto__', 'constructor', 'prototype', 'null', 'undefined', 'NaN', 'Infinity', '-0', '1e400', '0x10', '-1', '999999999999999999999',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'FFFFFFFF-0000-4000-8000-000000000000',
  '2024-02-30T00:00:00Z', '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z', 'a@b', 'a@b.c', '@', 'user@[127.0.0.1]',
);

const hostileString = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Code units, so unpaired surrogates come up.
  { weight: 2, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: uuidPool },
);

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** Any JSON value, of the wrong type most of the time. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { '': '' }, { __proto__: { admin: true } }, [[[]]]) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 3000 }).chain((depth) => fc.boolean().map((asArray) => nested(depth, 'x', asArray))) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const iso = (d: Date) => d.toISOString();
const DATES = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }).map(iso);

/** A value that fits the schema, with real ids and mostly short strings. */
export function fitting(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (alternatives) arb = fc.oneof(...alternatives.map((s) => fitting(s, name)));
  else if (schema.enum) arb = fc.constantFrom(...schema.enum);
  else if (schema.type === 'string') arb = fittingString(schema, name);
  else if (schema.type === 'integer' || schema.type === 'number') arb = fittingNumber(schema);
  else if (schema.type === 'boolean') arb = fc.boolean();
  else if (schema.type === 'array') {
    const max = Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4));
    arb = fc.array(fitting(schema.items, name), { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max });
  } else if (schema.type === 'object' || schema.properties) {
    const props = schema.properties ?? {};
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, child] of Object.entries(props)) record[key] = fitting(child, key);
    arb = fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
  } else arb = fc.jsonValue({ maxDepth: 2 });
  return schema.nullable ? fc.option(arb, { nil: null, freq: 6 }) : arb;
}

function fittingString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof({ weight: 4, arbitrary: uuidPool }, { weight: 1, arbitrary: fc.uuid() });
  if (schema.format === 'date-time') return DATES;
  if (schema.pattern === '^[A-Za-z]{3}$') return fc.constantFrom('USD', 'EUR', 'BRL', 'AOA', 'GBP', 'XYZ', 'usd');
  if (schema.pattern && schema.pattern.length < 40) return fc.stringMatching(new RegExp(schema.pattern));
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('someone@example.com'));
  if (/slug/i.test(name)) return fc.constantFrom(ref('gameSlug'), 'valorant', 'nope');
  if (/token/i.test(name)) return fc.oneof(fc.constant(ref('token')), fc.string({ minLength: 1, maxLength: 64 }));
  if (/game/i.test(name)) return fc.constantFrom(ref('game'), ref('gameSlug'), 'counter-strike-2', 'nope');
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  return fc.string({ minLength: min, maxLength: max });
}

function fittingNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
  const max = schema.maximum ?? min + 100;
  if (schema.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  if (schema.multipleOf === 0.01) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, 1e9) * 100) }).map((c) => c / 100);
  return fc.double({ min, max: Math.min(max, 1e12), noNaN: true, noDefaultInfinity: true });
}

/** A value for the schema: fitting most of the time, hostile otherwise. */
/** A fitting object with a few keys broken: dropped, replaced by a hostile value, or added. */
function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...(keys.length ? keys : ['x'])) }),
    fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...(keys.length ? keys : ['x'])), value: hostileValue }),
    fc.record({ kind: fc.constant('set' as const), key: fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'extra')), value: hostileValue }),
  );
  return fc.tuple(fitting(schema), fc.array(edit, { minLength: 1, maxLength: 3 })).map(([value, edits]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const e of edits) {
      if (e.kind === 'drop') delete copy[e.key];
      else Object.defineProperty(copy, e.key, { value: e.value, enumerable: true, configurable: true, writable: true });
    }
    return copy;
  });
}

/** Percent-encodes like encodeURIComponent, but writes an unpaired surrogate as its would-be UTF-8 bytes. */
export function encodePathSegment(value: string) {
  let out = '';
  for (const ch of value) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Path segments written raw: broken percent-encodings, traversal, empty. */
const rawSegment = fc.constantFrom('%00', 'a%00', '%ED%A0%80', '%C0%AE', '%', '%zz', '%2F', '..', '%2e%2e', '.', '', '%20', '%F0%9F', '%FF');

function pathValue(param: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: fitting(param.schema, param.name).map((v) => encodePathSegment(String(v))) },
    { weight: 2, arbitrary: hostileString.map(encodePathSegment) },
    { weight: 1, arbitrary: rawSegment },
  );
}

function queryPart(param: Parameter): fc.Arbitrary<readonly string[]> {
  const value = fc.oneof(
    { weight: 8, arbitrary: fitting(param.schema, param.name).map((v) => encodePathSegment(typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 2, arbitrary: hostileString.map(encodePathSegment) },
    { weight: 1, arbitrary: rawSegment },
  );
  return fc.oneof(
    { weight: 4, arbitrary: value.map((v) => [`${param.name}=${v}`]) },
    { weight: 2, arbitrary: fc.constant<readonly string[]>([]) },
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => [`${param.name}=${a}`, `${param.name}=${b}`]) },
    { weight: 1, arbitrary: fc.constantFrom<readonly string[]>([param.name], [`${param.name}=`], [`${param.name}[]=1`], [`${param.name}[a]=1`]) },
  );
}

const extraQuery = fc.constantFrom('__proto__=x', 'constructor[prototype][admin]=1', 'a=%00', '&&&', '=', 'x='.concat('y'.repeat(5000)), '%zz=1', 'page=-1', 'limit=1e9');

export interface FuzzRequest {
  op: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  auth: 'none' | 'bearer' | 'cookie' | 'junkBearer' | 'junkCookie' | 'junkAuthorization';
  /** Sent as is; `~ref~` markers resolved first. */
  payload?: string | Buffer;
}

const BOUNDARY = 'fuzzboundary';
/** The smallest PNG there is: a 1×1 transparent pixel. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const multipartField = fc.record({
  name: fc.oneof(fc.constantFrom('name', 'bio', 'captainId', 'tournamentId', 'users', 'file', 'extra'), hostileString.map((s) => s.slice(0, 40))),
  value: fc.oneof(fc.string({ maxLength: 30 }), hostileString, uuidPool, fc.array(uuidPool, { maxLength: 4 }).map((ids) => ids.join(','))),
  charset: fc.constantFrom(undefined, undefined, undefined, 'utf-16le', 'latin1', 'application/json', 'bogus'),
});

const multipartFile = fc.record({
  filename: fc.oneof(fc.constantFrom('a.png', '', '../../x.png', 'a\u0000.png'), hostileString.map((s) => s.slice(0, 60))),
  bytes: fc.oneof(fc.constant(TINY_PNG), fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)), fc.constant(TINY_PNG.subarray(0, 30))),
  type: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream'),
});

function multipartBody(fields: Array<{ name: string; value: string; charset?: string }>, file: { filename: string; bytes: Buffer; type: string } | null) {
  const chunks: Buffer[] = [];
  const quote = (s: string) => s.replace(/["\r\n]/g, '_');
  for (const f of fields) {
    const type = f.charset === undefined ? '' : `\r\nContent-Type: ${f.charset === 'application/json' ? 'application/json' : `text/plain; charset=${f.charset}`}`;
    const encoding: BufferEncoding = f.charset === 'utf-16le' ? 'utf16le' : f.charset === 'latin1' ? 'latin1' : 'utf8';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(f.name)}"${type}\r\n\r\n`), Buffer.from(f.value, encoding), Buffer.from('\r\n'));
  }
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${quote(file.filename)}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

/** The example with one field replaced: by another fitting value mostly, by a hostile one otherwise. */
function mutatedExample(schema: JsonSchema, example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const keys = [...new Set([...Object.keys(example), ...Object.keys(props)])];
  return fc.constantFrom(...keys).chain((key) =>
    fc
      .oneof({ weight: 3, arbitrary: fitting(props[key], key) }, { weight: 2, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(undefined) })
      .map((value) => ({ ...example, [key]: value })),
  );
}

function jsonBodies(schema: JsonSchema | null, example: unknown): fc.Arbitrary<Body> {
  const fromSchema = schema
    ? fc.oneof({ weight: 6, arbitrary: fitting(schema) }, { weight: 4, arbitrary: brokenObject(schema) }, { weight: 1, arbitrary: hostileValue })
    : hostileValue;
  const value =
    schema && example && typeof example === 'object'
      ? fc.oneof(
          { weight: 6, arbitrary: fromSchema },
          { weight: 8, arbitrary: mutatedExample(schema, example as Record<string, unknown>) },
          { weight: 1, arbitrary: fc.constant(example) },
        )
      : fromSchema;
  const text = value.map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 16, arbitrary: text.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.tuple(text, fc.nat()).map(([t, n]) => ({ contentType: 'application/json', payload: t.slice(0, n % Math.max(1, t.length)) })) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 100_000 }).map((n) => ({ contentType: 'application/json', payload: '['.repeat(n) + ']'.repeat(n) })) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 50_000 }).map((n) => ({ contentType: 'application/json', payload: '{"a":'.repeat(n) + '1' + '}'.repeat(n) })) },
    { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '', ' ', 'null', '"\\u0000"', '{"a":"\\ud800"}', '\uFEFF{}', '{"a":1,"a":2}', '[1,2', '{"a":1e999}').map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 2, arbitrary: fc.tuple(text, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/vnd.api+json', 'application/', ';;;', 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${BOUNDARY}`, 'image/png')).map(([payload, contentType]) => ({ contentType, payload })) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: text.map((payload) => ({ payload })) },
  );
}

function multipartBodies(): fc.Arbitrary<Body> {
  const validTeam = fc.constantFrom(ref('tournament'), '').map((tournamentId) => [
    { name: 'name', value: 'Fuzz Team' },
    { name: 'bio', value: 'Made by the fuzz test.' },
    { name: 'tournamentId', value: tournamentId },
  ]);
  const fields = fc.oneof(
    { weight: 3, arbitrary: fc.array(multipartField, { maxLength: 8 }) },
    { weight: 2, arbitrary: fc.tuple(validTeam, fc.array(multipartField, { maxLength: 2 })).map(([valid, extra]) => [...valid, ...extra]) },
  );
  const form = fc.tuple(fields, fc.option(multipartFile, { freq: 2 })).map(([f, file]) => multipartBody(f, file));
  return fc.oneof(
    { weight: 6, arbitrary: form.map((payload) => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload })) },
    { weight: 1, arbitrary: fc.tuple(form, fc.nat()).map(([b, n]) => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: b.subarray(0, n % b.length) })) },
    { weight: 1, arbitrary: form.map((payload) => ({ contentType: 'multipart/form-data', payload })) },
    { weight: 1, arbitrary: form.map((payload) => ({ contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload })) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: '{"name":"Team"}' }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const junkHeaders = fc.dictionary(
  fc.constantFrom('x-forwarded-for', 'x-request-id', 'accept', 'accept-encoding', 'if-none-match', 'origin', 'referer', 'x-http-method-override', 'user-agent', 'accept-language', 'range'),
  fc.oneof(fc.constantFrom('*/*', '', 'null', '127.0.0.1, ::1, junk', 'bytes=0-0', '"etag"', 'gzip, br', 'en;q=abc'), fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''))),
  { maxKeys: 3 },
);

/** `examples`: a valid body per `METHOD /path`, mutated one field at a time (see fuzz-examples.ts). */
export function requestArbitrary(ops: Operation[], examples: Record<string, unknown> = {}): fc.Arbitrary<FuzzRequest> {
  return fc.nat({ max: ops.length - 1 }).chain((index) => {
    const op = ops[index]!;
    const pathParams = op.params.filter((p) => p.in === 'path');
    const queryParams = op.params.filter((p) => p.in === 'query');
    const path = fc.tuple(...pathParams.map(pathValue)).map((values) => {
      let url = op.path;
      pathParams.forEach((p, i) => (url = url.replace(`:${p.name}`, values[i]!)));
      return url;
    });
    const query = fc.tuple(fc.tuple(...queryParams.map(queryPart)), fc.option(extraQuery, { freq: 6 })).map(([parts, extra]) => {
      const all = parts.flat();
      if (extra !== null) all.push(extra);
      return all.length ? `?${all.join('&')}` : '';
    });
    // Now and then another method on the same path (routes Fastify answers 404 or HEAD for), and a GET with a body.
    const method = fc.oneof(
      { weight: 14, arbitrary: fc.constant(op.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE') },
    );
    const hasBody = op.method !== 'GET';
    const body: fc.Arbitrary<Body> = !hasBody ? fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: jsonBodies(null, undefined) }) : op.multipart ? multipartBodies() : op.jsonBody ? jsonBodies(op.jsonBody, examples[`${op.method} ${op.path}`]) : fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: jsonBodies(null, undefined) });
    return fc.record({
      method,
      path,
      query,
      body,
      auth: fc.oneof(
        { weight: 12, arbitrary: fc.constant<FuzzRequest['auth']>('bearer') },
        { weight: 3, arbitrary: fc.constant<FuzzRequest['auth']>('cookie') },
        { weight: 3, arbitrary: fc.constant<FuzzRequest['auth']>('none') },
        { weight: 2, arbitrary: fc.constantFrom<FuzzRequest['auth']>('junkBearer', 'junkCookie', 'junkAuthorization') },
      ),
      clientType: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom<string | undefined>('web', 'mobile') },
        { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, 'hacker', '', 'WEB', 'web, web') },
      ),
      junk: fc.option(junkHeaders, { freq: 3 }),
    }).map(({ method, path, query, body, auth, clientType, junk }) => {
      const headers: Record<string, string> = { ...(junk ?? {}) };
      if (clientType !== undefined) headers['x-client-type'] = clientType;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return { op: index, method, url: path + query, headers, auth, payload: method === 'HEAD' ? undefined : body.payload };
    });
  });
}
