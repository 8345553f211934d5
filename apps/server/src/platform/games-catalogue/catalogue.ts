import fs from 'node:fs';
import path from 'node:path';
import { genre, platform, popularity } from '@clutch/contract/games';
import { z } from 'zod';

export const CATALOGUE_PATH = path.join(import.meta.dirname, 'games.json');
export const CATALOGUE_MIN_GAMES = 150;

const distinct = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((values) => new Set(values).size === values.length, { message: 'Values must not repeat.' });

/** One game of the curated catalogue (`games.json`); rating stays null until the RAWG importer fills it. */
export const catalogueEntry = z.strictObject({
  slug: z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case words joined by hyphens.'),
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(20).max(600),
  genres: distinct(genre).min(1),
  platforms: distinct(platform).min(1),
  popularity,
  developers: distinct(z.string().trim().min(1).max(100)),
  releaseYear: z.number().int().min(1970).max(2100).nullable(),
  website: z.url({ protocol: /^https$/ }).nullable(),
  rating: z.number().min(0).max(5).nullable(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntry>;

export const catalogueFile = z
  .array(catalogueEntry)
  .min(CATALOGUE_MIN_GAMES)
  .superRefine((entries, ctx) => {
    for (const key of ['slug', 'name'] as const) {
      const seen = new Set<string>();
      entries.forEach((entry, i) => {
        const value = entry[key].toLowerCase();
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [i, key], message: `Duplicate ${key} "${entry[key]}".` });
        seen.add(value);
      });
    }
  });

export class CatalogueError extends Error {}

/** Reads and validates the data file; a broken file stops the boot with the offending entries named. */
export function loadCatalogue(file = CATALOGUE_PATH): CatalogueEntry[] {
  const parsed = catalogueFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 20).map((i) => `  [${i.path.join('.')}] ${i.message}`);
    throw new CatalogueError(`The games catalogue ${file} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
