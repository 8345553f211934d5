import type { AccountExport } from '@clutch/contract/users';
import type { UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { readAccountData } from './account-export.repository.ts';
import { toSelfView } from './user-view.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Shapes what the repository read about one user as the wire export (contract `accountExport`). */
export function toAccountExport(
  user: UserRow,
  data: Awaited<ReturnType<typeof readAccountData>>,
  opts: { currentSessionId: string; now: Date; storage: Pick<Storage, 'url'> },
): AccountExport {
  const myRegistrations = new Set(data.registrations.map((r) => r.id));
  const balances = new Map<string, number>();
  for (const entry of data.ledgerRows) balances.set(entry.currency, (balances.get(entry.currency) ?? 0) + entry.amountCents);
  return {
    format: 'clutch-account-export',
    version: 1,
    exportedAt: iso(opts.now),
    profile: {
      ...toSelfView(user),
      email: user.email,
      countryCode: user.countryCode,
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleId !== null,
    },
    sessions: data.sessionRows.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
      current: s.id === opts.currentSessionId,
    })),
    following: data.following.map((f) => ({ ...f, since: iso(f.since) })),
    followers: data.followers.map((f) => ({ ...f, since: iso(f.since) })),
    friendships: data.friendRows.map((f) => ({
      with: { id: f.id, nickName: f.nickName },
      status: f.status,
      requestedByMe: f.requesterId === user.id,
      createdAt: iso(f.createdAt),
      respondedAt: isoOrNull(f.respondedAt),
    })),
    teams: data.memberships.map((m) => ({ ...m, joinedAt: isoOrNull(m.joinedAt), invitedAt: iso(m.invitedAt) })),
    registrations: data.registrations.map((r) => ({ ...r, paidAt: isoOrNull(r.paidAt), createdAt: iso(r.createdAt) })),
    matches: data.matchRows.map((m) => ({
      ...m,
      scheduledAt: isoOrNull(m.scheduledAt),
      sides: data.slotRows
        .filter((s) => s.matchId === m.id)
        .map((s) => ({
          slot: s.slot,
          teamName: s.teamName,
          score: s.score,
          result: s.result,
          mine: s.teamRegistrationId !== null && myRegistrations.has(s.teamRegistrationId),
        })),
    })),
    matchReports: data.reportRows.map((r) => ({
      id: r.id,
      matchId: r.matchId,
      homeScore: r.homeScore,
      awayScore: r.awayScore,
      status: r.status,
      disputeReason: r.disputeReason,
      createdAt: iso(r.createdAt),
    })),
    tournamentsOrganized: data.organized.map((t) => ({ ...t, createdAt: iso(t.createdAt) })),
    followedTournaments: data.followed.map((f) => ({ ...f, since: iso(f.since) })),
    targets: data.targetRows.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      targetValue: t.targetValue,
      currentValue: t.currentValue,
      unit: t.unit,
      createdAt: iso(t.createdAt),
    })),
    payments: data.paymentRows.map((p) => ({
      id: p.id,
      kind: p.kind,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      provider: p.provider,
      tournamentId: p.tournamentId,
      failureReason: p.failureReason,
      createdAt: iso(p.createdAt),
      completedAt: isoOrNull(p.completedAt),
    })),
    ledger: data.ledgerRows.map((l) => ({
      id: l.id,
      amountCents: l.amountCents,
      currency: l.currency,
      kind: l.kind,
      paymentId: l.paymentId,
      createdAt: iso(l.createdAt),
    })),
    balances: [...balances].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountCents]) => ({ currency, amountCents })),
    uploads: data.uploadRows.map((u) => ({
      id: u.id,
      url: opts.storage.url(u.key),
      contentType: u.contentType,
      bytes: u.bytes,
      purpose: u.purpose,
      createdAt: iso(u.createdAt),
    })),
    mails: data.mails.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
  };
}
