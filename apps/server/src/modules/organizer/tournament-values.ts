import type { TournamentInputParsed } from '@clutch/contract/organizer';
import type { tournaments } from '../../db/schema/index.ts';
import { toCents } from '../../domain/money.ts';

export type TournamentColumns = Omit<typeof tournaments.$inferInsert, 'id' | 'organizerId' | 'status' | 'createdAt' | 'updatedAt'>;

/** The create/edit body as tournament columns (fee in cents, competition settings in their own columns). */
export function toTournamentColumns(input: TournamentInputParsed, gameId: string): TournamentColumns & { gameId: string } {
  const c = input.competition;
  return {
    name: input.name,
    description: input.description,
    gameId,
    category: input.tournamentCategory,
    level: input.tournamentLevel,
    format: input.tournamentFormat,
    entryFeeCents: toCents(input.entryFee),
    currency: input.currency,
    timeZone: input.timeZone,
    registrationStartAt: new Date(input.registrationStartDate),
    registrationEndAt: new Date(input.registrationEndDate),
    startAt: new Date(input.tournamentStartDate),
    endAt: new Date(input.tournamentEndDate),
    minTeams: input.minTeams,
    maxTeams: input.maxTeams,
    minPlayersPerTeam: input.minPlayersPerTeam,
    maxPlayersPerTeam: input.maxPlayerPerTeam,
    // The spec's player range, derived so it can never disagree with the team range.
    minPlayers: input.minTeams * input.minPlayersPerTeam,
    maxPlayers: input.maxTeams * input.maxPlayerPerTeam,
    platforms: input.platform,
    rules: input.rules,
    photoUrls: input.urlPhotos,
    streamUrl: input.videoStreamingUrl,
    discordUrl: input.discordUrl,
    location: input.location || null,
    bracketType: c.bracketType,
    thirdPlaceMatch: c.thirdPlaceMatch,
    grandFinalReset: c.grandFinalReset,
    leagueRounds: c.leagueRounds,
    pointsWin: c.pointsWin,
    pointsDraw: c.pointsDraw,
    pointsLoss: c.pointsLoss,
    groupCount: c.groupCount,
    advancePerGroup: c.advancePerGroup,
    seeding: c.seeding,
    reportConfirmMinutes: c.reportConfirmMinutes,
    defaultBestOf: c.defaultBestOf,
    checkInMinutes: c.checkInMinutes,
    matchCheckInMinutes: c.matchCheckInMinutes,
    swissRounds: c.swissRounds,
    swissTiebreakers: c.swissTiebreakers,
    swissTopCut: c.swissTopCut,
    ffaLobbySize: c.ffaLobbySize,
    ffaGames: c.ffaGames,
    ffaPlacementPoints: c.ffaPlacementPoints,
    ffaPointsPerKill: c.ffaPointsPerKill,
    ffaFinalSize: c.ffaFinalSize,
    ffaPreset: c.ffaPreset,
  };
}

export interface PrizeValues {
  position: number;
  amountCents: number | null;
  description: string | null;
}

export const toPrizeValues = (input: TournamentInputParsed): PrizeValues[] =>
  [...input.prizes]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ position: p.position, amountCents: p.amount === null ? null : toCents(p.amount), description: p.description || null }));
