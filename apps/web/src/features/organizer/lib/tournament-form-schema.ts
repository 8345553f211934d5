import { competitionSettings, tournamentInput, type CompetitionSettings, type TournamentInputParsed } from '@clutch/contract/organizer';
import type { Currency, Tournament, TournamentFormat } from '@clutch/contract/tournaments';
import { z } from 'zod';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { browserTimeZone, isoToZonedLocal, zonedLocalToIso } from './zoned-time.ts';

export const dateFields = ['registrationStartDate', 'registrationEndDate', 'tournamentStartDate', 'tournamentEndDate'] as const;
export type DateField = (typeof dateFields)[number];

/**
 * What the form edits: the contract's `tournamentInput` with the dates as wall-clock times in `timeZone`
 * ("2026-03-12T18:00"), rules as rows, and the picked game's name kept for display.
 */
export interface TournamentFormValues {
  name: string;
  description: string;
  gameId: string;
  gameName: string;
  tournamentCategory: Tournament['tournamentCategory'];
  tournamentLevel: Tournament['tournamentLevel'];
  tournamentFormat: TournamentFormat;
  entryFee: number;
  currency: Currency;
  timeZone: string;
  registrationStartDate: string;
  registrationEndDate: string;
  tournamentStartDate: string;
  tournamentEndDate: string;
  minTeams: number;
  maxTeams: number;
  minPlayersPerTeam: number;
  maxPlayerPerTeam: number;
  prizes: { position: number; amount: number | null; description: string }[];
  rules: { text: string }[];
  platform: string[];
  urlPhotos: string[];
  videoStreamingUrl: string;
  discordUrl: string;
  location: string;
  competition: CompetitionSettings;
}

export const defaultCompetition = (): CompetitionSettings => competitionSettings.parse({});

export function emptyTournamentForm(timeZone = browserTimeZone()): TournamentFormValues {
  return {
    name: '',
    description: '',
    gameId: '',
    gameName: '',
    tournamentCategory: 'Open',
    tournamentLevel: 'Beginner',
    tournamentFormat: 'league_and_knockout',
    entryFee: 0,
    currency: 'USD',
    timeZone,
    registrationStartDate: '',
    registrationEndDate: '',
    tournamentStartDate: '',
    tournamentEndDate: '',
    minTeams: 2,
    maxTeams: 16,
    minPlayersPerTeam: 1,
    maxPlayerPerTeam: 5,
    prizes: [],
    rules: [],
    platform: [],
    urlPhotos: [],
    videoStreamingUrl: '',
    discordUrl: '',
    location: '',
    competition: defaultCompetition(),
  };
}

/** An existing tournament as the form shows it: its dates read in the zone it was entered in. */
export function tournamentToForm(t: Tournament): TournamentFormValues {
  const zone = t.timeZone;
  return {
    name: t.name,
    description: t.description,
    gameId: t.game.id,
    gameName: t.game.name,
    tournamentCategory: t.tournamentCategory,
    tournamentLevel: t.tournamentLevel,
    tournamentFormat: t.tournamentFormat,
    entryFee: t.entryFee,
    currency: t.currency,
    timeZone: zone,
    registrationStartDate: isoToZonedLocal(t.registrationStartDate, zone),
    registrationEndDate: isoToZonedLocal(t.registrationEndDate, zone),
    tournamentStartDate: isoToZonedLocal(t.tournamentStartDate, zone),
    tournamentEndDate: isoToZonedLocal(t.tournamentEndDate, zone),
    minTeams: t.minTeams,
    maxTeams: t.maxTeams,
    minPlayersPerTeam: t.minPlayersPerTeam,
    maxPlayerPerTeam: t.maxPlayerPerTeam,
    prizes: t.prizes.map((p) => ({ position: p.position, amount: p.amount, description: p.description ?? '' })),
    rules: t.rules.map((text) => ({ text })),
    platform: t.platform,
    urlPhotos: t.urlPhotos,
    videoStreamingUrl: t.videoStreamingUrl ?? '',
    discordUrl: t.discordUrl ?? '',
    location: t.location ?? '',
    competition: { ...t.competition, leagueRounds: t.competition.leagueRounds === 2 ? 2 : 1 },
  };
}

/**
 * The wire body before validation. A date that is not a complete local date-time stays as typed, so the contract's
 * 'Enter a valid date and time.' lands on its input. A date left as it was sends the stored instant unchanged (the
 * form shows minutes; a stored instant with seconds must not read as an edit, which a started tournament refuses).
 */
export function formToInput(v: TournamentFormValues, original?: Tournament): unknown {
  const instant = (local: string, field: DateField) => {
    if (original && original.timeZone === v.timeZone && isoToZonedLocal(original[field], original.timeZone) === local) return original[field];
    return zonedLocalToIso(local, v.timeZone) ?? local;
  };
  return {
    name: v.name,
    description: v.description,
    gameId: v.gameId,
    tournamentCategory: v.tournamentCategory,
    tournamentLevel: v.tournamentLevel,
    tournamentFormat: v.tournamentFormat,
    entryFee: v.entryFee,
    currency: v.currency,
    timeZone: v.timeZone,
    registrationStartDate: instant(v.registrationStartDate, 'registrationStartDate'),
    registrationEndDate: instant(v.registrationEndDate, 'registrationEndDate'),
    tournamentStartDate: instant(v.tournamentStartDate, 'tournamentStartDate'),
    tournamentEndDate: instant(v.tournamentEndDate, 'tournamentEndDate'),
    minTeams: v.minTeams,
    maxTeams: v.maxTeams,
    minPlayersPerTeam: v.minPlayersPerTeam,
    maxPlayerPerTeam: v.maxPlayerPerTeam,
    prizes: v.prizes.map((p) => ({ position: p.position, amount: p.amount, description: p.description.trim() || null })),
    rules: v.rules.map((r) => r.text),
    platform: v.platform,
    urlPhotos: v.urlPhotos,
    videoStreamingUrl: v.videoStreamingUrl,
    discordUrl: v.discordUrl,
    location: v.location.trim() || null,
    competition: v.competition,
  };
}

/** The form's resolver schema: the form values mapped to the wire body, then the contract's own rules and messages. */
export const tournamentFormSchema = (original?: Tournament) =>
  z
    .custom<TournamentFormValues>()
    .transform((v) => formToInput(v, original))
    .pipe(tournamentInput);
export type TournamentFormOutput = TournamentInputParsed;

type Issue = { code: string; expected?: string; origin?: string; minimum?: unknown; maximum?: unknown };

/**
 * Messages for the contract rules that carry none of their own (a field's own message always wins), made with
 * `validationMessage` so the field shows them in the active language.
 */
export function fallbackMessage(issue: Issue): string | undefined {
  const min = String(issue.minimum);
  const max = String(issue.maximum);
  if (issue.code === 'invalid_type' && issue.expected === 'number') return validationMessage({ defaultMessage: 'Enter a number.' });
  if (issue.code === 'invalid_type' && issue.expected === 'int') return validationMessage({ defaultMessage: 'Enter a whole number.' });
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? validationMessage({ defaultMessage: 'This can’t be empty.' }) : validationMessage({ defaultMessage: 'At least {min} characters.' }, { min });
  if (issue.code === 'too_big' && issue.origin === 'string') return validationMessage({ defaultMessage: 'At most {max} characters.' }, { max });
  if (issue.code === 'too_small' && issue.origin === 'number') return validationMessage({ defaultMessage: 'At least {min}.' }, { min });
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'array')) return validationMessage({ defaultMessage: 'At most {max}.' }, { max });
  return undefined;
}

/** Which competition settings apply to a format (the others keep their values but are not shown). */
export function competitionFieldsFor(format: TournamentFormat, bracketType: CompetitionSettings['bracketType']) {
  const swiss = format === 'SWISS';
  const knockout = format === 'KNOCKOUT' || format === 'league_and_knockout' || swiss;
  const league = format === 'LEAGUE_TABLE' || format === 'league_and_knockout';
  return {
    /** Swiss: the top cut's bracket. */
    bracketType: knockout,
    thirdPlaceMatch: knockout && bracketType === 'SINGLE_ELIMINATION',
    grandFinalReset: knockout && bracketType === 'DOUBLE_ELIMINATION',
    leagueRounds: league,
    points: league || swiss,
    groups: format === 'league_and_knockout',
    swiss,
    ffa: format === 'FREE_FOR_ALL',
  };
}
