import type { Prize, Tournament } from '@clutch/contract/tournaments';
import { fromCents } from '../../domain/money.ts';
import type { TournamentRecord } from './tournaments.repository.ts';

/** A tournament row with its game, organizer, counts and prizes as the wire `Tournament` (spec §3 names). */
export function toTournamentView(record: TournamentRecord): Tournament {
  const { tournament: t, game, organizer } = record;
  const start = t.startAt.toISOString();
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    status: t.status as Tournament['status'],
    urlPhotos: t.photoUrls,
    tournamentPhotoUrl: t.photoUrls[0] ?? null,
    game: { id: game.id, slug: game.slug, name: game.name, background_image: game.coverUrl },
    tournamentCategory: t.category as Tournament['tournamentCategory'],
    tournamentLevel: t.level as Tournament['tournamentLevel'],
    tournamentFormat: t.format as Tournament['tournamentFormat'],
    entryFee: fromCents(t.entryFeeCents),
    currency: t.currency as Tournament['currency'],
    registrationStartDate: t.registrationStartAt.toISOString(),
    registrationEndDate: t.registrationEndAt.toISOString(),
    tournamentStartDate: start,
    starDate: start,
    tournamentEndDate: t.endAt.toISOString(),
    minPlayers: t.minPlayers,
    maxPlayers: t.maxPlayers,
    minTeams: t.minTeams,
    maxTeams: t.maxTeams,
    minPlayersPerTeam: t.minPlayersPerTeam,
    maxPlayerPerTeam: t.maxPlayersPerTeam,
    prizes: record.prizes.map(
        (p): Prize => ({
          position: p.position,
          amount: p.amountCents === null ? null : fromCents(p.amountCents),
          description: p.description,
        }),
      ),
    organizer,
    platform: t.platforms,
    rules: t.rules,
    videoStreamingUrl: t.streamUrl,
    discordUrl: t.discordUrl,
    location: t.location,
    timeZone: t.timeZone,
    competition: {
      bracketType: t.bracketType as Tournament['competition']['bracketType'],
      thirdPlaceMatch: t.thirdPlaceMatch,
      grandFinalReset: t.grandFinalReset,
      leagueRounds: t.leagueRounds,
      pointsWin: t.pointsWin,
      pointsDraw: t.pointsDraw,
      pointsLoss: t.pointsLoss,
      groupCount: t.groupCount,
      advancePerGroup: t.advancePerGroup,
      seeding: t.seeding as Tournament['competition']['seeding'],
      reportConfirmMinutes: t.reportConfirmMinutes,
      defaultBestOf: t.defaultBestOf,
    },
    registeredTeams: record.registeredTeams,
    followers: record.followers,
    following: record.following,
    createdAt: t.createdAt.toISOString(),
  };
}
