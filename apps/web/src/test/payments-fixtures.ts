import type { BillingSummary, CurrencySummary, Payment, Ticket, TicketDetail, Transaction } from '@clutch/contract/payments';

/** Fixtures for the tickets, billing and settings tests: every call gets a fresh id. */
let seq = 5000;
const uuid = () => {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
};

export const ticketIds = { team: uuid(), tournament: uuid(), captain: uuid(), member: uuid(), invited: uuid(), rival: uuid() };

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: uuid(),
    teamId: uuid(),
    tournamentId: uuid(),
    tournamentName: 'Lisbon Masters',
    urlPhoto: '/uploads/lisbon.webp',
    tournamentStartDate: '2026-03-12T18:00:00.000Z',
    ...overrides,
  };
}

type TicketMatch = TicketDetail['matches'][number];
type Slot = TicketMatch['results'][number];

const slot = (n: 1 | 2, teamName: string, teamId: string | null, score: number | null): Slot => ({
  id: uuid(),
  slot: n,
  teamName,
  photoUrl: null,
  teamRegistrationId: teamId ? uuid() : null,
  teamId,
  score,
  result: 'PENDING',
  forfeit: false,
  checkedInAt: null,
  place: null,
  kills: null,
});

/** A match of the ticket's team (`Night Owls`) against `rival`, the team at home unless `away`. */
export function makeTicketMatch(
  overrides: Partial<TicketMatch> & { teamAway?: boolean; scores?: [number, number]; rival?: string } = {},
): TicketMatch {
  const { teamAway = false, scores, rival = 'Red Foxes', ...rest } = overrides;
  const ours = { name: 'Night Owls', id: ticketIds.team };
  const theirs = { name: rival, id: ticketIds.rival };
  const [home, awaySide] = teamAway ? [theirs, ours] : [ours, theirs];
  return {
    id: uuid(),
    tournamentId: ticketIds.tournament,
    details: null,
    status: 'SCHEDULED',
    starteDate: '2026-03-12T19:00:00.000Z',
    stage: 'KNOCKOUT',
    round: 1,
    number: 1,
    group: null,
    bestOf: 1,
    bracket: null,
    bye: false,
    pendingReport: null,
    checkInOpensAt: null,
    checkInClosesAt: null,
    checkInMissed: false,
    results: [slot(1, home.name, home.id, scores?.[0] ?? null), slot(2, awaySide.name, awaySide.id, scores?.[1] ?? null)],
    home: home.name,
    away: awaySide.name,
    roomCode: null,
    region: null,
    ...rest,
  };
}

export function makeTicketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const captain = { id: ticketIds.captain, nickName: 'nova', profilePicUrl: null };
  return {
    id: uuid(),
    tournament: { id: ticketIds.tournament, name: 'Lisbon Masters', urlPhotos: ['/uploads/lisbon.webp'], startDate: '2026-03-12T18:00:00.000Z' },
    team: { id: ticketIds.team, name: 'Night Owls', photoUrl: null, bio: 'We play at night.', captain },
    paymentStatus: 'PAID',
    teamMembers: [
      { role: 'CAPTAIN', inviteStatus: 'ACCEPTED', paymentStatus: 'PAID', joinedAt: '2026-02-01T10:00:00.000Z', user: captain },
      {
        role: 'MEMBER',
        inviteStatus: 'ACCEPTED',
        paymentStatus: 'PAID',
        joinedAt: '2026-02-02T10:00:00.000Z',
        user: { id: ticketIds.member, nickName: 'pixel', profilePicUrl: null },
      },
      {
        role: 'MEMBER',
        inviteStatus: 'PENDING',
        paymentStatus: 'PENDING',
        joinedAt: null,
        user: { id: ticketIds.invited, nickName: 'ghost', profilePicUrl: null },
      },
    ],
    matches: [],
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> & { tournament?: string; team?: string } = {}): Transaction {
  const { tournament = 'Lisbon Masters', team = 'Night Owls', ...rest } = overrides;
  return {
    id: uuid(),
    type: 'USER_ENTRY_FEE',
    status: 'COMPLETED',
    amount: 25,
    currency: 'EUR',
    createdAt: '2026-02-10T12:00:00.000Z',
    entityId: uuid(),
    entity: { tournament: { name: tournament }, team: { name: team } },
    ...rest,
  };
}

/** The summary of `overrides`' currency (USD by default); `others` are the further currencies the user holds. */
export function makeSummary(overrides: Partial<CurrencySummary> = {}, others: CurrencySummary[] = []): BillingSummary {
  const main: CurrencySummary = { totalBalance: 120.5, totalProfit: -25, pendingPayouts: 10, monthlyRevenue: 35, currency: 'USD', ...overrides };
  return { ...main, byCurrency: [main, ...others] };
}

export const makeBalance = (available: number, currency = 'USD') => ({ data: { available, currency } });

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: uuid(),
    kind: 'DEPOSIT',
    status: 'PENDING',
    amount: 50,
    currency: 'USD',
    teamRegistrationId: null,
    tournamentId: null,
    failureReason: null,
    createdAt: '2026-02-10T12:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}
