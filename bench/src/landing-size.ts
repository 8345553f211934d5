import { landingInitialJs } from '../lib/bundle-size.ts';

/** The landing's initial JavaScript budget, gzip (issue #12 keeps it with the i18n runtime in). */
export const LANDING_BUDGET_GZIP = 100 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The report's section on the landing's initial JavaScript: its gzip size against the budget, the i18n runtime
 * and the English messages it carries, and each other language's catalogue, which must not be part of it.
 */
export function landingSizeSection(distDir: string): string {
  const bundle = landingInitialJs(distDir);
  const runtimeFiles = [...new Set(bundle.i18nRuntime.map((r) => r.file))];
  const missing = bundle.i18nRuntime.filter((r) => !r.file).map((r) => r.module);
  const runtime = missing.length
    ? `i18n runtime NOT FOUND in it (no source maps, or moved?): ${missing.join(', ')}.`
    : `With the i18n runtime (${bundle.i18nRuntime.map((r) => r.module.replace('src/lib/i18n/', '')).join(', ')}, in ${runtimeFiles.join(', ')}) and the \`en\` messages, which are the code's own text.`;
  const catalogues = bundle.catalogues.map(
    (c) =>
      `- ${c.locale}: ${c.file}, ${kb(c.gzip)} gzip: ${c.initial ? 'IN the initial JavaScript (it must load only when chosen)' : 'not in the initial JavaScript; it downloads when the language is chosen'}`,
  );
  return [
    '## Landing page initial JavaScript',
    '',
    `${kb(bundle.gzip)} gzip (${bundle.gzip} bytes; ${kb(bundle.raw)} raw) in ${bundle.files.length} files; budget ${kb(LANDING_BUDGET_GZIP)}: ${bundle.gzip <= LANDING_BUDGET_GZIP ? 'within' : 'OVER'} (${((bundle.gzip / LANDING_BUDGET_GZIP) * 100).toFixed(1)}% of it).`,
    runtime,
    '',
    'Other languages\u2019 catalogues:',
    ...catalogues,
    '',
    ...bundle.files.sort((a, b) => b.gzip - a.gzip).map((f) => `- ${f.file}: ${kb(f.gzip)}`),
    '',
  ].join('\n');
}
