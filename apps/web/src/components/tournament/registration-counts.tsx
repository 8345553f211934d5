import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';

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
