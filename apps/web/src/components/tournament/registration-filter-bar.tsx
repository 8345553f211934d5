import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';

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

/** One tab per request status and the team-or-captain search; render it inside the `Tabs` that hold the lists. */
export function RegistrationFilterBar({ search, onSearchChange }: { search: string; onSearchChange: (text: string) => void }) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <TabsList aria-label="Request status">
        {registrationFilters.map((f) => (
          <TabsTrigger key={f} value={f}>
            {registrationFilterLabels[f]}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="lg:w-72">
        <label htmlFor={searchId} className="sr-only">
          Search teams or captains
        </label>
        <Input id={searchId} type="search" placeholder="Search team or captain..." value={search} onChange={(e) => onSearchChange(e.target.value)} />
      </div>
    </div>
  );
}
