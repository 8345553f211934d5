import { Shield, Trophy, UserPlus, Users } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { DiscoverCard } from '../components/discover-card.tsx';

const destinations = [
  { to: paths.app.tournaments(), icon: Trophy, title: 'Tournaments', description: 'Find a competition to join or follow.' },
  { to: paths.app.players(), icon: Users, title: 'Players', description: 'Look up players and follow them.' },
  { to: paths.app.teams(), icon: Shield, title: 'Teams', description: 'See the teams you play in.' },
  { to: paths.app.friends(), icon: UserPlus, title: 'Friends', description: 'Answer requests and keep in touch.' },
];

export default function DiscoverPage() {
  return (
    <>
      <PageHeader title="Discover" description="Where to go next on Clutch." />
      <div className="grid gap-4 sm:grid-cols-2">
        {destinations.map((d) => (
          <DiscoverCard key={d.to} {...d} />
        ))}
      </div>
    </>
  );
}
