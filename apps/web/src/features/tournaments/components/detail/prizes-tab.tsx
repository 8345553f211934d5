import type { Tournament } from '@clutch/contract/tournaments';
import { Gift, Medal } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatMoney } from '@/lib/format.ts';
import { placeLabel } from '../../lib/place-label.ts';
import { PositionBadge } from './position-badge.tsx';

/** Prizes (spec §2): a card per place with its amount in the tournament's currency, or TBD, and its description. */
export function PrizesTab({ tournament: t }: { tournament: Pick<Tournament, 'prizes' | 'currency'> }) {
  if (!t.prizes.length) return <EmptyState icon={Gift} title="No prizes announced" description="The organizer has not listed prizes for this tournament." />;
  const prizes = [...t.prizes].sort((a, b) => a.position - b.position);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {prizes.map((p) => (
        <li key={p.position} className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <PositionBadge position={p.position} />
            <h3 className="font-semibold">{placeLabel(p.position)}</h3>
            {p.position <= 3 && <Medal aria-hidden className="ml-auto size-5 text-warning-text" />}
          </div>
          <p className="text-2xl font-bold tabular-nums">{p.amount === null ? 'TBD' : formatMoney(p.amount, t.currency)}</p>
          {p.description && <p className="text-sm text-muted-foreground">{p.description}</p>}
        </li>
      ))}
    </ul>
  );
}
