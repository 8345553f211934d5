import type { Ticket } from '@clutch/contract/payments';
import { CalendarDays, Ticket as TicketIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** One joined tournament: photo, name and start date; the whole card opens the ticket (by team, so a reload works). */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const t = useT();
  return (
    <Link
      to={paths.app.ticket(ticket.teamId)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-colors hover:border-primary/60"
    >
      {ticket.urlPhoto ? (
        <img src={ticket.urlPhoto} alt="" loading="lazy" className="aspect-video w-full bg-muted object-cover" />
      ) : (
        <div aria-hidden className="flex aspect-video w-full items-center justify-center bg-muted text-muted-foreground">
          <TicketIcon className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 font-semibold group-hover:text-link">{ticket.tournamentName}</h3>
        <p className="mt-auto flex items-center gap-2 pt-1 text-xs text-muted-foreground">
          <CalendarDays aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">{t({ defaultMessage: 'Starts', description: 'Before the start date of a tournament' })}</span>
          <time dateTime={ticket.tournamentStartDate}>{formatDateTime(ticket.tournamentStartDate)}</time>
        </p>
      </div>
    </Link>
  );
}

export function TicketGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}

export function TicketGridSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <TicketGrid>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-lg border bg-card pb-4">
            <Skeleton className="aspect-video rounded-b-none" />
            <Skeleton className="mx-4 h-5 w-3/4" />
            <Skeleton className="mx-4 h-3 w-2/3" />
          </div>
        ))}
      </TicketGrid>
    </div>
  );
}
