/**
 * Moving tournaments between platforms (issue #16 item 6): a tournament as an Open Bracket Format v1.0 document
 * (openbracketformat/openbracketformat, MIT) or its standings as CSV, and an OBF document imported as a new DRAFT.
 * `obfDocument` mirrors the published JSON Schema (every object closed, as the schema's `additionalProperties:
 * false`), with limits an import needs; `apps/server/test/open-bracket-export.test.ts` checks exports against the
 * vendored schema itself. Clutch's own extras ride in each object's `other.clutch`.
 */
import { z } from 'zod';
import { idParams, isoDateTime } from './common.ts';
import { bracketSide, matchStage } from './competition.ts';
import { endpoint } from './endpoint.ts';
import { MAX_TEAM_SIZE_LIMIT, MAX_TEAMS_LIMIT, TOURNAMENT_NAME_MAX } from './organizer.ts';
import { tournament } from './tournaments.ts';

export const OBF_VERSION = 'v1.0';
export const obfVersions = ['v0.1', 'v0.2', OBF_VERSION] as const;
export const obfSetStatuses = ['completed', 'started', 'pending'] as const;
export const obfResults = ['win', 'lose', 'draw', 'dq'] as const;

/** The largest OBF file an import takes. */
export const OBF_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many sets in an imported file (a 1,024-entrant double elimination has about 2,050). */
export const OBF_SETS_MAX = 8192;
/** An entrant's tag becomes a team name: the length a team name may have. */
export const OBF_TAG_MAX = 60;

const text = (max = 500) => z.string().max(max, `At most ${max} characters.`);
const id = z.string().min(1, 'An id cannot be empty.').max(200, 'At most 200 characters.');
/** Anything a platform wants to add; Clutch writes its own under `clutch`. */
const other = z.record(z.string(), z.unknown());
const result = z.enum(obfResults, { message: "A result is 'win', 'lose', 'draw' or 'dq'." });

export const obfPhase = z.strictObject({ phaseID: id, phaseStructure: text().optional(), other: other.optional() });

export const obfEvent = z.strictObject({
  name: z.string().trim().min(3, 'The event name must be at least 3 characters.').max(TOURNAMENT_NAME_MAX, `At most ${TOURNAMENT_NAME_MAX} characters.`),
  /** ISO 8601 date (YYYY-MM-DD) the event started. */
  date: z.iso.date({ message: 'Enter the date as YYYY-MM-DD.' }).optional(),
  gameName: text(200).optional(),
  /** 'single-elim', 'double-elim', 'round-robin', or the platform's own words. */
  tournamentStructure: text().optional(),
  phases: z.array(obfPhase).max(64).optional(),
  ruleset: text(20_000).optional(),
  originURL: text(2000).optional(),
  numberEntrants: z.number().int().min(0).optional(),
  other: other.optional(),
});

export const obfPersonalInformation = z.strictObject({
  name: text(200).optional(),
  country: text(100).optional(),
  tag: text(200).optional(),
  prefix: text(200).optional(),
  other: other.optional(),
});

export const obfEntrant = z.strictObject({
  entrantID: id,
  entrantTag: z.string().trim().max(OBF_TAG_MAX, `A team name has at most ${OBF_TAG_MAX} characters.`).optional(),
  initialSeed: z.number().int().min(1, 'Seeds start at 1.').optional(),
  finalPlacement: z.number().int().min(1, 'Placements start at 1.').optional(),
  personalInformation: z.array(obfPersonalInformation).max(100).optional(),
  other: other.optional(),
});

export const obfGame = z.strictObject({
  gameNumber: z.number().int().min(1),
  entrant1Characters: z.array(text(200)).max(50).optional(),
  entrant2Characters: z.array(text(200)).max(50).optional(),
  stage: text(200).optional(),
  entrant1Result: result.optional(),
  entrant2Result: result.optional(),
  other: other.optional(),
});

export const obfSet = z.strictObject({
  setID: id,
  entrant1ID: id.optional(),
  entrant2ID: id.optional(),
  status: z.enum(obfSetStatuses, { message: "A set's status is 'completed', 'started' or 'pending'." }).optional(),
  entrant1Result: result.optional(),
  entrant2Result: result.optional(),
  entrant1Score: z.number().int().optional(),
  entrant2Score: z.number().int().optional(),
  entrant1NextSetID: id.optional(),
  entrant2NextSetID: id.optional(),
  entrant1PrevSetID: id.optional(),
  entrant2PrevSetID: id.optional(),
  /** e.g. 'best-of-3'. */
  setFormat: text(100).optional(),
  phaseID: text(200).optional(),
  roundID: text(200).optional(),
  games: z.array(obfGame).max(100).optional(),
  other: other.optional(),
});

/** An Open Bracket Format document. */
export const obfDocument = z.strictObject({
  event: obfEvent,
  sets: z.array(obfSet).max(OBF_SETS_MAX, `At most ${OBF_SETS_MAX} sets.`),
  entrants: z.array(obfEntrant).max(MAX_TEAMS_LIMIT, `At most ${MAX_TEAMS_LIMIT} entrants.`),
  version: z.enum(obfVersions, { message: "The version is 'v0.1', 'v0.2' or 'v1.0'." }).optional(),
});
export type ObfDocument = z.infer<typeof obfDocument>;
export type ObfSet = z.infer<typeof obfSet>;
export type ObfEntrant = z.infer<typeof obfEntrant>;

/**
 * Clutch's extras (`other.clutch`), written by an export and read back by an import so a round trip keeps the
 * structure exactly; a file from elsewhere has none and its structure is read from the OBF fields.
 */
export const clutchEventExtras = z.object({
  tournamentId: z.string().optional(),
  /** A `tournamentFormat`; checked against the formats this server knows when imported. */
  format: z.string().max(32),
  status: z.string().max(32).optional(),
  category: z.string().max(32).optional(),
  level: z.string().max(32).optional(),
  timeZone: z.string().max(64).optional(),
  startAt: isoDateTime.optional(),
  endAt: isoDateTime.optional(),
  minPlayersPerTeam: z.number().int().min(1).max(MAX_TEAM_SIZE_LIMIT).optional(),
  maxPlayersPerTeam: z.number().int().min(1).max(MAX_TEAM_SIZE_LIMIT).optional(),
  /** The tournament's `competitionSettings`, checked with that schema when imported. */
  competition: z.record(z.string(), z.unknown()).optional(),
});
export type ClutchEventExtras = z.infer<typeof clutchEventExtras>;

export const clutchSetExtras = z.object({
  stage: matchStage,
  bracket: bracketSide.nullable(),
  group: z.string().min(1).max(8).nullable(),
  round: z.number().int().min(1).max(10_000),
  number: z.number().int().min(1).max(100_000),
  bye: z.boolean(),
  scheduledAt: isoDateTime.nullable(),
});
export type ClutchSetExtras = z.infer<typeof clutchSetExtras>;

export const exportFormats = ['obf', 'csv'] as const;
export const exportFormat = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof exportFormat>;
export const exportQuery = z.object({ format: exportFormat });

export const CSV_TYPE = 'text/csv';

/** `format=obf`: the OBF document; `format=csv`: the standings as CSV text (UTF-8, a header row). */
export const tournamentExport = z.union([obfDocument, z.string().describe('Standings as CSV (text/csv; charset=utf-8).')]);

export const openBracketEndpoints = {
  export: endpoint('GET', '/api/v1/tournaments/:id/export', { params: idParams, query: exportQuery, response: tournamentExport }),
  import: endpoint('POST', '/api/v1/organizer/tournaments/import', { body: obfDocument, response: tournament, status: 201 }),
};
