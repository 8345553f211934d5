import { describe, expect, it } from 'vitest';
import { decideChatAccess, readDependsOnTournamentAlone, type ChatAccessFacts } from './chat-access.ts';
import { mentionTokens, shortcutsOf } from './chat-mentions.ts';

const viewer = { id: 'v', verified: true, admin: false };
const live = { status: 'IN_PROGRESS', organizerId: 'o' };
const facts = (over: Partial<ChatAccessFacts>): ChatAccessFacts => ({ kind: 'tournament', viewer, tournament: live, member: false, mutedUntil: null, ...over });
const dm = { peerId: 'p', blocked: false, friends: true, peerAcceptsEveryone: false, exists: false };

describe('decideChatAccess', () => {
  it('decides reading without the mute anywhere, and without membership where it says the tournament alone decides', () => {
    const viewers = [null, viewer, { ...viewer, verified: false }, { ...viewer, id: 'o' }, { ...viewer, admin: true }];
    const tournaments = [null, live, { ...live, status: 'DRAFT' }, { ...live, status: 'FINISHED' }];
    const read = (f: ChatAccessFacts) => {
      const { canRead, readDenial } = decideChatAccess(f);
      return { canRead, readDenial };
    };
    for (const kind of ['tournament', 'spectator', 'match', 'team', 'direct'] as const)
      for (const v of viewers)
        for (const tournament of tournaments)
          for (const member of [false, true])
            for (const direct of kind === 'direct' ? [dm, { ...dm, blocked: true }, { ...dm, friends: false, exists: true }] : [undefined]) {
              const base = facts({ kind, viewer: v, tournament, member, direct, mutedUntil: null });
              const label = JSON.stringify(base);
              expect(read({ ...base, mutedUntil: new Date(8.64e15) }), label).toEqual(read(base));
              if (readDependsOnTournamentAlone(kind)) expect(read({ ...base, member: !member }), label).toEqual(read(base));
            }
    expect(['tournament', 'spectator', 'match', 'team', 'direct'].filter((k) => readDependsOnTournamentAlone(k as never))).toEqual(['tournament', 'spectator']);
  });

  it('lets everyone read a tournament chat but only participants, the organizer and admins post', () => {
    expect(decideChatAccess(facts({}))).toMatchObject({ canRead: true, canPost: false, readOnlyReason: 'NOT_A_PARTICIPANT', role: 'spectator' });
    expect(decideChatAccess(facts({ member: true }))).toMatchObject({ canPost: true, role: 'participant', canModerate: false });
    expect(decideChatAccess(facts({ viewer: { ...viewer, id: 'o' } }))).toMatchObject({ canPost: true, role: 'organizer', canModerate: true });
    expect(decideChatAccess(facts({ viewer: { ...viewer, admin: true } }))).toMatchObject({ canPost: true, role: 'admin', canModerate: true });
  });

  it('hides a draft tournament’s rooms from everyone but its organizer', () => {
    const draft = { status: 'DRAFT', organizerId: 'o' };
    expect(decideChatAccess(facts({ tournament: draft, member: true }))).toMatchObject({ canRead: false, readDenial: 'NOT_FOUND' });
    expect(decideChatAccess(facts({ tournament: draft, viewer: { ...viewer, id: 'o' } })).canRead).toBe(true);
  });

  it('opens the spectator chat to any verified user while live only', () => {
    expect(decideChatAccess(facts({ kind: 'spectator' }))).toMatchObject({ canPost: true, role: 'spectator' });
    expect(decideChatAccess(facts({ kind: 'spectator', tournament: { ...live, status: 'FINISHED' } }))).toMatchObject({ canPost: false, readOnlyReason: 'NOT_LIVE' });
    expect(decideChatAccess(facts({ kind: 'spectator', viewer: { ...viewer, verified: false } }))).toMatchObject({ canRead: true, readOnlyReason: 'NOT_VERIFIED' });
  });

  it('lets a visitor read a visible tournament’s spectators’ room only, never post or moderate, and see no draft', () => {
    const visitor = (over: Partial<ChatAccessFacts>) => decideChatAccess(facts({ viewer: null, kind: 'spectator', ...over }));
    expect(visitor({})).toEqual({ canRead: true, readDenial: null, canPost: false, readOnlyReason: 'NOT_SIGNED_IN', canModerate: false, role: 'spectator' });
    expect(visitor({ tournament: { ...live, status: 'FINISHED' } })).toMatchObject({ canRead: true, canPost: false, readOnlyReason: 'NOT_LIVE' });
    expect(visitor({ tournament: { ...live, status: 'DRAFT' } })).toMatchObject({ canRead: false, readDenial: 'NOT_FOUND' });
    expect(visitor({ tournament: null })).toMatchObject({ canRead: false, readDenial: 'NOT_FOUND' });
    for (const kind of ['tournament', 'match', 'team', 'direct'] as const) {
      expect(visitor({ kind, member: true }), kind).toMatchObject({ canRead: false, readDenial: 'NOT_SIGNED_IN' });
    }
  });

  it('keeps match and team rooms to their members (the organizer and admins moderate matches, not teams)', () => {
    expect(decideChatAccess(facts({ kind: 'match' }))).toMatchObject({ canRead: false, readDenial: 'NOT_MEMBER' });
    expect(decideChatAccess(facts({ kind: 'match', viewer: { ...viewer, admin: true } }))).toMatchObject({ canRead: true, canModerate: true });
    expect(decideChatAccess(facts({ kind: 'team', tournament: null, viewer: { ...viewer, admin: true } }))).toMatchObject({ canRead: false, readDenial: 'NOT_MEMBER' });
    expect(decideChatAccess(facts({ kind: 'team', tournament: null, member: true }))).toMatchObject({ canPost: true, canModerate: false, role: 'participant' });
  });

  it('lets two friends, or anyone when the recipient allows it, start a DM; never oneself or a blocked pair', () => {
    const direct = (d: Partial<typeof dm>, member = true) => decideChatAccess(facts({ kind: 'direct', tournament: null, member, direct: { ...dm, ...d } }));
    expect(direct({})).toMatchObject({ canRead: true, canPost: true });
    expect(direct({}, false)).toMatchObject({ canRead: false, readDenial: 'NOT_MEMBER' });
    expect(direct({ peerId: 'v' })).toMatchObject({ canRead: false, readDenial: 'SELF' });
    expect(direct({ friends: false })).toMatchObject({ canRead: false, readDenial: 'NOT_FRIENDS' });
    expect(direct({ friends: false, peerAcceptsEveryone: true })).toMatchObject({ canPost: true });
    expect(direct({ blocked: true, peerAcceptsEveryone: true })).toMatchObject({ canRead: false, readDenial: 'BLOCKED' });
    // An existing conversation stays readable, read-only.
    expect(direct({ friends: false, exists: true })).toMatchObject({ canRead: true, canPost: false, readOnlyReason: 'NOT_FRIENDS' });
    expect(direct({ blocked: true, exists: true })).toMatchObject({ canRead: true, canPost: false, readOnlyReason: 'BLOCKED' });
  });

  it('mutes everyone but moderators', () => {
    const until = new Date(Date.now() + 60_000);
    expect(decideChatAccess(facts({ member: true, mutedUntil: until }))).toMatchObject({ canPost: false, readOnlyReason: 'MUTED' });
    expect(decideChatAccess(facts({ viewer: { ...viewer, id: 'o' }, mutedUntil: until })).canPost).toBe(true);
  });
});

describe('mentions', () => {
  it('finds each @nickname once, lower-cased, not inside e-mail addresses, without a trailing full stop', () => {
    expect(mentionTokens('@Nova and @nova, ask @ace_1. mail me@example.com @@x')).toEqual(['nova', 'ace_1']);
  });

  it('expands crowd shortcuts for moderators in moderated rooms only', () => {
    expect(shortcutsOf(['everyone', 'nova'], 'tournament', true)).toEqual(['everyone']);
    expect(shortcutsOf(['everyone'], 'tournament', false)).toEqual([]);
    expect(shortcutsOf(['participants'], 'team', true)).toEqual([]);
  });
});
