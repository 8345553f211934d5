import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';

/** The Teams tab's request-status tabs (spec §2), shared by the public tab and the organizer's panel. */
export type RegistrationFilter = 'all' | RequestStatus;
export const registrationFilters: RegistrationFilter[] = ['all', 'ACCEPTED', 'PENDING', 'REJECTED', 'CANCELLED'];
export const registrationFilterLabels: Record<RegistrationFilter, string> = {
  all: 'All',
  ACCEPTED: 'Accepted',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** Spec §2: search by team or captain nickname. */
export function matchesRegistrationSearch(r: TeamRegistration, text: string) {
  const q = text.trim().toLowerCase();
  return !q || r.team.name.toLowerCase().includes(q) || r.team.captain.nickName.toLowerCase().includes(q);
}

/** Counts for ACCEPTED, PENDING, REJECTED and total. */
export function RegistrationCounts({ registrations }: { registrations: TeamRegistration[] }) {
  const count = (s: RequestStatus) => registrations.filter((r) => r.requestStatus === s).length;
  const items: [string, number][] = [
    ['Accepted', count('ACCEPTED')],
    ['Pending', count('PENDING')],
    ['Rejected', count('REJECTED')],
    ['Total', registrations.length],
  ];
  return (
    <dl aria-label="Registration counts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{n}</dd>
        </div>
      ))}
    </dl>
  );
}
