import type { Match } from '@clutch/contract/competition';
import type { CheckoutResponse } from '@clutch/contract/payments';
import type { Team } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMembers, teamRegistrations, tournamentFollows, tournamentPrizes, tournaments, users } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { notify, notifyAudience } from '../src/modules/notifications/notifications.service.ts';
import { notifyTournamentOpen } from '../src/modules/tournaments/tournament-notices.service.ts';
import { ROOMY_LIMITS } from './account-helpers.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { competitionApi, isPlayable, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { notificationApi, recipientsOf, sorted, storedFor } from './notification-helpers.ts';
import { socialApi } from './social-helpers.ts';
import { createdTeam, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';
import { tournamentInput } from './tournament-input.ts';

const t = await createTestApp({ env: { ...ROOMY_LIMITS, RATE_LIMIT_MAX: '100000' } });
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const api = notificationApi(t);
const social = socialApi(t);
const competition = competitionApi(t);

const post = (who: QuickUser, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.auth, ...(payload === undefined ? {} : { payload }) });
const patch = (who: QuickUser, url: string) => app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: who.auth });
const put = (who: QuickUser, url: string, payload: object) => app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: who.auth, payload });

/** Every stored notification of these users, as [nickname, type] pairs: what each got, sorted. */
async function got(people: QuickUser[], type?: string) {
  const byId = new Map(people.map((p) => [p.user.id, p.nickName]));
  return (await storedFor(t, [...byId.keys()], type)).map((r) => [byId.get(r.userId), r.type]).sort();
}

const pairs = (people: QuickUser[], type: string) => people.map((p) => [p.nickName, type]).sort();

async function acceptInvite(team: Team, member: QuickUser) {
  const invite = team.members.find((m) => m.user.id === member.user.id)!;
  const res = await put(member, `/team-invites/${invite.id}/accept`, {});
  expect(res.statusCode, res.body).toBe(200);
}

describe('friend requests', () => {
  it('tells the addressee of a request once, and the requester of the acceptance once; nothing to the actor', async () => {
    const [a, b] = [await quickUser(t, 'fa'), await quickUser(t, 'fb')];
    const asked = await social.request(a, b.user.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const friendshipId = asked.json<{ id: string }>().id;
    expect((await social.request(a, b.user.id)).statusCode).toBe(409);
    expect(await recipientsOf(t, 'friend_request', `friend_request:${friendshipId}`)).toEqual([b.user.id]);
    expect(await got([a])).toEqual([]);

    const [shown] = await api.all(b);
    expect(shown).toMatchObject({
      type: 'friend_request',
      title: 'New friend request',
      message: `${a.nickName} wants to be your friend.`,
      link: '/app/friends',
      read: false,
      actor: { id: a.user.id, nickName: a.nickName, profilePicUrl: null },
    });

    expect((await social.accept(b, friendshipId)).statusCode).toBe(200);
    expect((await social.accept(b, friendshipId)).statusCode).toBe(200);
    expect(await got([a, b])).toEqual([
      [a.nickName, 'friend_accepted'],
      [b.nickName, 'friend_request'],
    ]);
    const [accepted] = await api.all(a);
    expect(accepted).toMatchObject({ message: `${b.nickName} accepted your friend request.`, link: `/app/u/${b.user.id}` });
  });

  it('asking back accepts the request: its requester hears an acceptance', async () => {
    const [c, d] = [await quickUser(t, 'fc'), await quickUser(t, 'fd')];
    expect((await social.request(c, d.user.id)).statusCode).toBe(201);
    expect((await social.request(d, c.user.id)).statusCode).toBe(200);
    expect(await got([c, d])).toEqual([
      [c.nickName, 'friend_accepted'],
      [d.nickName, 'friend_request'],
    ]);
  });

  it('renders in the reader’s language and with the actor’s nickname as it is now', async () => {
    const [e, f] = [await quickUser(t, 'fe'), await quickUser(t, 'ff')];
    expect((await social.request(e, f.user.id)).statusCode).toBe(201);
    await db.update(users).set({ nickName: `${e.nickName}x` }).where(eq(users.id, e.user.id));
    const [pt] = (await api.page(f, '', { 'accept-language': 'pt-BR' })).items;
    expect(pt).toMatchObject({ title: 'Novo pedido de amizade', message: `${e.nickName}x quer ser seu amigo.` });
  });
});

describe('team invites', () => {
  it('tells each invitee once, at creation and when invited later; never the captain', async () => {
    const [captain, b, c, d] = [await quickUser(t, 'cap'), await quickUser(t, 'tb'), await quickUser(t, 'tc'), await quickUser(t, 'td')];
    const team = await createdTeam(t, captain, { members: [b, c], name: 'Invite Squad' });
    expect(await got([captain, b, c, d])).toEqual(pairs([b, c], 'team_invite'));
    const [shown] = await api.all(b);
    const inviteOfB = team.members.find((m) => m.user.id === b.user.id)!;
    expect(shown).toMatchObject({ message: `${captain.nickName} invited you to join Invite Squad.`, link: `/app/team-invites/${inviteOfB.id}` });

    expect((await post(captain, `/teams/${team.id}/invites`, { userIds: [d.user.id] })).statusCode).toBe(201);
    expect((await post(captain, `/teams/${team.id}/invites`, { userIds: [d.user.id] })).statusCode).toBe(409);
    expect(await got([d])).toEqual(pairs([d], 'team_invite'));

    // Declined, then asked again: a new invite, heard again.
    const invites = (await app.inject({ url: `/api/v1/teams/${team.id}`, headers: captain.auth })).json<Team>().members;
    const inviteOfD = invites.find((m) => m.user.id === d.user.id)!;
    expect((await put(d, `/team-invites/${inviteOfD.id}/reject`, {})).statusCode).toBe(200);
    expect((await post(captain, `/teams/${team.id}/invites`, { userIds: [d.user.id] })).statusCode).toBe(201);
    expect(await got([d])).toEqual([...pairs([d], 'team_invite'), ...pairs([d], 'team_invite')]);
  });
});

describe('registrations', () => {
  it('tells the team’s accepted players of the decision once; not pending invitees, not the organizer', async () => {
    const organizer = await quickUser(t, 'org');
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, maxPlayersPerTeam: 5, name: 'Decision Cup' });
    const [captain, member, invitee] = [await quickUser(t, 'cap'), await quickUser(t, 'mem'), await quickUser(t, 'inv')];
    const team = await createdTeam(t, captain, { members: [member, invitee], name: 'Deciders' });
    await acceptInvite(team, member);
    const registered = await post(captain, `/team-registration/${cup.id}/${team.id}`);
    expect(registered.statusCode, registered.body).toBe(201);
    const registrationId = registered.json<{ id: string }>().id;

    expect((await patch(organizer, `/team-registrations/${registrationId}/accept`)).statusCode).toBe(200);
    expect((await patch(organizer, `/team-registrations/${registrationId}/accept`)).statusCode).toBe(409);
    expect(await recipientsOf(t, 'registration_accepted', `registration_accepted:${registrationId}`)).toEqual(sorted([captain.user.id, member.user.id]));
    expect(await got([organizer])).toEqual([]);
    const [shown] = await api.all(member);
    expect(shown).toMatchObject({ type: 'registration_accepted', message: 'Deciders is in Decision Cup.', link: `/app/tournaments/${cup.id}` });

    const other = await quickUser(t, 'cap');
    const { registration } = await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: other.user.id, name: 'Turned Away', requestStatus: 'PENDING' });
    expect((await patch(organizer, `/team-registrations/${registration.id}/reject?reason=Full`)).statusCode).toBe(200);
    expect(await got([other])).toEqual(pairs([other], 'registration_rejected'));
  });
});

describe('tournaments going live and opening', () => {
  it('a start turns pending registrations away (they hear why) and tells the organizer’s followers once', async () => {
    const organizer = await quickUser(t, 'org');
    const [fan, blocker] = [await quickUser(t, 'fan'), await quickUser(t, 'blk')];
    expect((await social.follow(fan, organizer.user.id)).statusCode).toBe(201);
    const { tournament, entries } = await tournamentWithTeams(t, organizer, 2, { name: 'Live Cup' });
    const late = await quickUser(t, 'late');
    const { registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: late.user.id, name: 'Too Late', requestStatus: 'PENDING' });
    // A follower of the tournament who blocked its organizer hears nothing of it.
    await db.insert(tournamentFollows).values({ userId: blocker.user.id, tournamentId: tournament.id });
    expect((await social.block(blocker, organizer.user.id)).statusCode).toBe(200);

    expect((await competition.start(organizer, tournament.id)).statusCode).toBe(200);
    expect(await recipientsOf(t, 'organizer_live', `organizer_live:${tournament.id}:start`)).toEqual([fan.user.id]);
    expect(await recipientsOf(t, 'registration_rejected', `registration_rejected:${registration.id}`)).toEqual([late.user.id]);
    const [rejected] = await api.all(late);
    expect(rejected).toMatchObject({ title: 'Registration rejected', message: 'Live Cup started before Too Late was accepted.' });
    const [live] = await api.all(fan);
    expect(live).toMatchObject({ title: `${organizer.nickName} is live`, message: 'Live Cup has started.' });
    expect(await got([organizer, blocker, ...entries.map((e) => e.captain)], 'organizer_live')).toEqual([]);
  });

  it('publishing opens registration: the organizer’s followers hear it; a later registration start waits for its job', async () => {
    const organizer = await quickUser(t, 'org');
    const [fan, follower, blocker] = [await quickUser(t, 'fan'), await quickUser(t, 'tfol'), await quickUser(t, 'blk')];
    expect((await social.follow(fan, organizer.user.id)).statusCode).toBe(201);
    const open = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'DRAFT', name: 'Open Now' });
    expect((await post(organizer, `/tournaments/${open.id}/publish`)).statusCode).toBe(200);
    expect(await recipientsOf(t, 'tournament_open', `tournament_open:${open.id}`)).toEqual([fan.user.id]);
    expect((await api.all(fan))[0]).toMatchObject({ title: 'Registration is open', message: 'Open Now is open for registration.' });

    const later = await insertTournament(t, {
      organizerId: organizer.user.id,
      gameId: cs2,
      status: 'DRAFT',
      name: 'Opens Later',
      registrationStartAt: new Date(Date.now() + 86_400_000),
    });
    expect((await post(organizer, `/tournaments/${later.id}/publish`)).statusCode).toBe(200);
    expect(await recipientsOf(t, 'tournament_open', `tournament_open:${later.id}`)).toEqual([]);
    // Meanwhile people follow it (one of them blocks its organizer); the job at its registration start tells them, once however often it runs.
    await db.insert(tournamentFollows).values([
      { userId: follower.user.id, tournamentId: later.id },
      { userId: blocker.user.id, tournamentId: later.id },
      { userId: fan.user.id, tournamentId: later.id },
    ]);
    expect((await social.block(blocker, organizer.user.id)).statusCode).toBe(200);
    const ref = { id: later.id, name: later.name, organizerId: organizer.user.id };
    for (let run = 0; run < 2; run++) await runInTransaction(db, (tx) => notifyTournamentOpen(app.ctx, tx, ref));
    expect(await recipientsOf(t, 'tournament_open', `tournament_open:${later.id}`)).toEqual(sorted([fan.user.id, follower.user.id]));
  });

  it('a stream set while the tournament runs tells the organizer’s followers once', async () => {
    const organizer = await quickUser(t, 'org');
    const fan = await quickUser(t, 'fan');
    expect((await social.follow(fan, organizer.user.id)).statusCode).toBe(201);
    const now = Date.now();
    const form = tournamentInput(now, { name: 'Streamed Cup', location: null });
    const created = await post(organizer, '/tournaments', form);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Tournament>();
    await db.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, id));
    for (const url of ['https://www.twitch.tv/clutch', 'https://www.twitch.tv/clutch2']) {
      const res = await put(organizer, `/tournaments/${id}`, { ...form, videoStreamingUrl: url });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await recipientsOf(t, 'organizer_live', `organizer_live:${id}:stream`)).toEqual([fan.user.id]);
    expect((await api.all(fan))[0]).toMatchObject({ message: 'Streamed Cup is streaming now.' });
  });
});

describe('results', () => {
  /** Four teams; the first playable match, its captains, and a member (and a pending invitee) on its home side. */
  async function played() {
    const organizer = await quickUser(t, 'org');
    const setup = await startedTournament(t, organizer, 4, { name: 'Result Cup', format: 'KNOCKOUT' });
    const matches = (await competition.matches(setup.tournament.id)).filter(isPlayable);
    const sidesOf = (m: Match) => {
      const [home, away] = [1, 2].map((slot) => m.results.find((r) => r.slot === slot)!);
      const entry = (r: typeof home) => setup.entries.find((e) => e.registrationId === r!.teamRegistrationId)!;
      return { home: entry(home), away: entry(away) };
    };
    const first = matches[0]!;
    const { home, away } = sidesOf(first);
    const member = await quickUser(t, 'mem');
    const invitee = await quickUser(t, 'inv');
    await db.insert(teamMembers).values([
      { teamId: home.teamId, userId: member.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' },
      { teamId: home.teamId, userId: invitee.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' },
    ]);
    return { organizer, setup, first, second: matches[1]!, home, away, member, invitee, sidesOf };
  }

  it('a report asks the other captain; a dispute tells the organizer and the reporter; the result tells both sides once', async () => {
    const { organizer, setup, first, home, away, member, invitee } = await played();
    const report = await competition.reported(home.captain, first.id, { homeScore: 2, awayScore: 1 });
    expect(await recipientsOf(t, 'result_reported', `result_reported:${report.id}`)).toEqual([away.captain.user.id]);
    expect((await api.all(away.captain))[0]).toMatchObject({
      title: 'Result reported',
      message: `${home.captain.nickName} reported ${home.name} 2–1 ${away.name} in Result Cup: confirm or dispute it.`,
      link: `/app/tournaments/${setup.tournament.id}`,
    });

    expect((await competition.dispute(away.captain, report.id, 'It was 1–2')).statusCode).toBe(200);
    expect((await competition.dispute(away.captain, report.id, 'It was 1–2')).statusCode).toBe(409);
    expect(await recipientsOf(t, 'result_disputed', `result_disputed:${report.id}`)).toEqual(sorted([organizer.user.id, home.captain.user.id]));
    expect((await api.all(organizer))[0]).toMatchObject({ link: `/app/organizer/${setup.tournament.id}`, message: `${away.captain.nickName} disputed the result of ${home.name} vs ${away.name} in Result Cup.` });

    expect((await competition.result(organizer, first.id, { homeScore: 1, awayScore: 2 })).statusCode).toBe(200);
    expect((await competition.result(organizer, first.id, { homeScore: 0, awayScore: 2, correction: true })).statusCode).toBe(200);
    expect(await recipientsOf(t, 'match_ended', `match_ended:${first.id}`)).toEqual(sorted([home.captain.user.id, member.user.id, away.captain.user.id]));
    expect((await api.all(member))[0]).toMatchObject({ title: 'Match ended', message: `${home.name} 1–2 ${away.name} in Result Cup.` });
    expect(await got([invitee, organizer], 'match_ended')).toEqual([]);
  });

  it('a confirmed report ends the match for everyone but the confirming captain; a forfeit names the winner', async () => {
    const { organizer, second, sidesOf } = await played();
    const { home, away } = sidesOf(second);
    const report = await competition.reported(away.captain, second.id, { forfeit: 1 });
    expect((await api.all(home.captain))[0]).toMatchObject({
      message: `${away.captain.nickName} reported that ${away.name} won ${home.name} vs ${away.name} in Result Cup by forfeit: confirm or dispute it.`,
    });
    expect((await competition.confirm(home.captain, report.id)).statusCode).toBe(200);
    expect(await recipientsOf(t, 'match_ended', `match_ended:${second.id}`)).toEqual([away.captain.user.id]);
    expect((await api.all(away.captain))[0]).toMatchObject({ message: `${away.name} won ${home.name} vs ${away.name} in Result Cup by forfeit.` });
    expect(await got([organizer], 'match_ended')).toEqual([]);
  });
});

describe('payments and prizes', () => {
  const submitCard = (checkout: CheckoutResponse) =>
    app.inject({
      method: 'POST',
      url: new URL(checkout.url!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }).toString(),
    });

  it('an entry fee paid tells the payer and the organizer once each', async () => {
    const organizer = await quickUser(t, 'org');
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 2500, currency: 'EUR', maxPlayersPerTeam: 5, name: 'Paid Cup' });
    const captain = await quickUser(t, 'cap');
    const { registration } = await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: captain.user.id, name: 'Payers', requestStatus: 'PENDING' });
    await db.update(teamRegistrations).set({ feeCents: 2500, currency: 'EUR', paymentStatus: 'PENDING' }).where(eq(teamRegistrations.id, registration.id));
    const start = await post(captain, `/team-registrations/${registration.id}/pay-team-registration`);
    expect(start.statusCode, start.body).toBe(200);
    const checkout = start.json<CheckoutResponse>();
    expect((await submitCard(checkout)).statusCode).toBe(303);
    expect((await submitCard(checkout)).statusCode).not.toBe(303);

    expect(await recipientsOf(t, 'payment_received', `payment_received:${checkout.paymentId}`)).toEqual(sorted([captain.user.id, organizer.user.id]));
    expect((await api.all(captain))[0]).toMatchObject({ title: 'Payment received', message: 'Your entry fee of €25.00 for Paid Cup is paid.', link: '/app/billing' });
    expect((await api.all(organizer))[0]).toMatchObject({ title: 'Entry fee paid', message: 'Payers paid the €25.00 entry fee for Paid Cup.', actor: { id: captain.user.id } });
  });

  it('money added to the wallet tells its owner', async () => {
    const owner = await quickUser(t, 'dep');
    const res = await app.inject({ method: 'POST', url: '/api/v1/billing/deposits', headers: owner.auth, payload: { amount: 40.5, currency: 'usd' } });
    expect(res.statusCode, res.body).toBe(200);
    const checkout = res.json<CheckoutResponse>();
    expect((await submitCard(checkout)).statusCode).toBe(303);
    expect(await recipientsOf(t, 'payment_received', `payment_received:${checkout.paymentId}`)).toEqual([owner.user.id]);
    const [pt] = (await api.page(owner, '', { 'accept-language': 'pt-BR' })).items;
    expect(pt!.message).toBe('US$\u00a040,50 foi adicionado à sua carteira.');
  });

  it('a prize paid tells the captain it went to, once', async () => {
    const organizer = await quickUser(t, 'org');
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'FINISHED', currency: 'EUR', name: 'Prize Cup' });
    const winner = await quickUser(t, 'win');
    const { registration } = await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: winner.user.id, name: 'Champions' });
    const [prize] = await db.insert(tournamentPrizes).values({ tournamentId: cup.id, position: 1, amountCents: 15000, teamRegistrationId: registration.id }).returning();
    for (let i = 0; i < 2; i++) expect((await post(organizer, `/tournaments/${cup.id}/prizes/1/pay`)).statusCode).toBe(200);
    expect(await recipientsOf(t, 'prize_paid', `prize_paid:${prize!.id}`)).toEqual([winner.user.id]);
    expect((await api.all(winner))[0]).toMatchObject({ message: '€150.00 for place 1 in Prize Cup was paid to you.' });
  });
});

describe('notify', () => {
  it('skips the actor, blocked pairs both ways and erased accounts, and writes a dedupe key once', async () => {
    const actor = await quickUser(t, 'act');
    const fine = await quickUser(t, 'ok');
    const blockedByActor = await quickUser(t, 'bba');
    const blockingActor = await quickUser(t, 'bla');
    const erased = await quickUser(t, 'era');
    await db.update(users).set({ blockedUserIds: [blockedByActor.user.id] }).where(eq(users.id, actor.user.id));
    await db.update(users).set({ blockedUserIds: [actor.user.id] }).where(eq(users.id, blockingActor.user.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.user.id));
    const everyone = [actor, fine, blockedByActor, blockingActor, erased].map((p) => p.user.id);
    const input = { type: 'new_message' as const, params: { preview: 'gg' }, actorId: actor.user.id, dedupeKey: 'new_message:test-1' };
    for (let i = 0; i < 2; i++) {
      const ids = await runInTransaction(db, (tx) => notifyAudience(app.ctx, tx, { users: everyone }, input));
      expect(ids).toHaveLength(i === 0 ? 1 : 0);
    }
    expect(await recipientsOf(t, 'new_message', 'new_message:test-1')).toEqual([fine.user.id]);
    // Rolled back with its cause: nothing stays.
    await expect(
      runInTransaction(db, async (tx) => {
        await notify(app.ctx, tx, { ...input, userId: fine.user.id, dedupeKey: 'new_message:test-2' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await recipientsOf(t, 'new_message', 'new_message:test-2')).toEqual([]);
  });

  it('reaches a thousand followers of a tournament (one INSERT … SELECT)', async () => {
    const organizer = await quickUser(t, 'org');
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, name: 'Crowded Cup' });
    const fans = await db
      .insert(users)
      .values(Array.from({ length: 1000 }, (_, i) => ({ nickName: `crowd${i}_${cup.id.slice(0, 6)}`, email: `crowd${i}-${cup.id}@example.com` })))
      .returning({ id: users.id });
    await db.insert(tournamentFollows).values(fans.map((f) => ({ userId: f.id, tournamentId: cup.id })));
    const ref = { id: cup.id, name: cup.name, organizerId: organizer.user.id };
    await runInTransaction(db, (tx) => notifyTournamentOpen(app.ctx, tx, ref));
    expect(await recipientsOf(t, 'tournament_open', `tournament_open:${cup.id}`)).toHaveLength(1000);
  });
});
