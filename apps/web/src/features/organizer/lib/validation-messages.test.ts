import { matchScheduleBody, resultInputFor } from '@clutch/contract/competition';
import { cancelBody, tournamentInput } from '@clutch/contract/organizer';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { isTranslatableValidation } from '@/lib/i18n/validation-messages.ts';

const messagesOf = (schema: ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

const tournament = {
  name: 'Lisbon Valorant Open',
  gameId: 'valorant',
  tournamentCategory: 'Open',
  tournamentLevel: 'Beginner',
  entryFee: 0,
  timeZone: 'Europe/Lisbon',
  registrationStartDate: '2026-03-01T10:00:00.000Z',
  registrationEndDate: '2026-03-10T10:00:00.000Z',
  tournamentStartDate: '2026-03-12T10:00:00.000Z',
  tournamentEndDate: '2026-03-14T10:00:00.000Z',
  minTeams: 2,
  maxTeams: 16,
  minPlayersPerTeam: 1,
  maxPlayerPerTeam: 5,
};

describe('the organizer’s validation messages', () => {
  it('registers every message of its own the contract can show the tournament form and the organizer’s dialogs', () => {
    const shown = [
      ...messagesOf(tournamentInput, {
        ...tournament,
        name: 'ab',
        gameId: ' ',
        entryFee: -1.001,
        timeZone: 'Mars/Olympus',
        registrationStartDate: 'soon',
        minTeams: 1,
        maxTeams: 5000,
        minPlayersPerTeam: 0,
        maxPlayerPerTeam: 50,
        prizes: [{ position: 0, amount: -0.001 }],
        videoStreamingUrl: 'stream',
        discordUrl: 'discord',
        competition: { defaultBestOf: 2, pointsWin: 0, pointsDraw: 1 },
      }),
      ...messagesOf(tournamentInput, { ...tournament, name: 'x'.repeat(200), entryFee: undefined, tournamentStartDate: '2026-03-05T10:00:00.000Z' }),
      ...messagesOf(tournamentInput, {
        ...tournament,
        registrationEndDate: tournament.registrationStartDate,
        tournamentStartDate: '2026-03-05T10:00:00.000Z',
        tournamentEndDate: '2026-03-04T10:00:00.000Z',
        minTeams: 8,
        maxTeams: 4,
        minPlayersPerTeam: 5,
        maxPlayerPerTeam: 3,
        prizes: [
          { position: 1, amount: 10 },
          { position: 1, amount: 5 },
        ],
      }),
      ...messagesOf(cancelBody, { reason: ' ' }),
      ...messagesOf(matchScheduleBody, { starteDate: 'tomorrow', bestOf: 4 }),
      ...messagesOf(resultInputFor('KNOCKOUT'), { homeScore: -1 }),
      ...messagesOf(resultInputFor('KNOCKOUT'), {}),
      ...messagesOf(resultInputFor('KNOCKOUT'), { homeScore: 2, awayScore: 2 }),
    ];
    expect(shown.length).toBeGreaterThan(28);
    expect(shown.filter((message) => !isTranslatableValidation(message))).toEqual([]);
  });
});
