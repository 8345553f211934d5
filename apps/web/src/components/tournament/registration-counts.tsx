import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import { useT } from '@/lib/i18n/use-t.ts';
import { registrationFilterLabels } from './registration-filter-bar.tsx';

/** Counts for ACCEPTED, PENDING, REJECTED and total. */
export function RegistrationCounts({ registrations }: { registrations: TeamRegistration[] }) {
  const t = useT();
  const count = (s: RequestStatus) => registrations.filter((r) => r.requestStatus === s).length;
  const items: [string, number][] = [
    [t(registrationFilterLabels.ACCEPTED), count('ACCEPTED')],
    [t(registrationFilterLabels.PENDING), count('PENDING')],
    [t(registrationFilterLabels.REJECTED), count('REJECTED')],
    [t({ defaultMessage: 'Total', description: 'How many registrations a tournament has in all' }), registrations.length],
  ];
  return (
    <dl aria-label={t({ defaultMessage: 'Registration counts' })} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{n}</dd>
        </div>
      ))}
    </dl>
  );
}
