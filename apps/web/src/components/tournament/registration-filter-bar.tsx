import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The Teams tab's request-status tabs (spec §2), shared by the public tab and the organizer's panel. */
export type RegistrationFilter = 'all' | RequestStatus;
export const registrationFilters: RegistrationFilter[] = ['all', 'ACCEPTED', 'PENDING', 'REJECTED', 'CANCELLED'];
export const registrationFilterLabels: Record<RegistrationFilter, MessageDescriptor> = {
  all: defineMessage({ defaultMessage: 'All', description: 'Every team registration, whatever its status' }),
  ACCEPTED: defineMessage({ defaultMessage: 'Accepted', description: 'Team registrations the organizer accepted' }),
  PENDING: defineMessage({ defaultMessage: 'Pending', description: 'Team registrations waiting for the organizer' }),
  REJECTED: defineMessage({ defaultMessage: 'Rejected', description: 'Team registrations the organizer rejected' }),
  CANCELLED: defineMessage({ defaultMessage: 'Cancelled', description: 'Team registrations withdrawn by their team' }),
};

/** Spec §2: search by team or captain nickname. */
export function matchesRegistrationSearch(r: TeamRegistration, text: string) {
  const q = text.trim().toLowerCase();
  return !q || r.team.name.toLowerCase().includes(q) || r.team.captain.nickName.toLowerCase().includes(q);
}

/** One tab per request status and the team-or-captain search; render it inside the `Tabs` that hold the lists. */
export function RegistrationFilterBar({ search, onSearchChange }: { search: string; onSearchChange: (text: string) => void }) {
  const t = useT();
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <TabsList aria-label={t({ defaultMessage: 'Request status' })}>
        {registrationFilters.map((f) => (
          <TabsTrigger key={f} value={f}>
            {t(registrationFilterLabels[f])}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="lg:w-72">
        <label htmlFor={searchId} className="sr-only">
          {t({ defaultMessage: 'Search teams or captains' })}
        </label>
        <Input id={searchId} type="search" placeholder={t({ defaultMessage: 'Search team or captain...' })} value={search} onChange={(e) => onSearchChange(e.target.value)} />
      </div>
    </div>
  );
}
