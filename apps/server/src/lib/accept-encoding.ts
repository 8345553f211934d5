/**
 * Whether an `Accept-Encoding` header accepts `coding` (RFC 9110 §12.5.3): named with a q above 0, or covered
 * by `*` when not named; `identity`-only, absent or `coding;q=0` headers do not.
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name.trim() === coding) return accepted;
    if (name.trim() === '*') wildcard = accepted;
  }
  return wildcard;
}
