import { Shield, Trophy, UserPlus, Users } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DiscoverCard } from '../components/discover-card.tsx';

const destinations = [
  {
    to: paths.app.tournaments(),
    icon: Trophy,
    title: defineMessage({ defaultMessage: 'Tournaments' }),
    description: defineMessage({ defaultMessage: 'Find a competition to join or follow.' }),
  },
  {
    to: paths.app.players(),
    icon: Users,
    title: defineMessage({ defaultMessage: 'Players' }),
    description: defineMessage({ defaultMessage: 'Look up players and follow them.' }),
  },
  {
    to: paths.app.teams(),
    icon: Shield,
    title: defineMessage({ defaultMessage: 'Teams' }),
    description: defineMessage({ defaultMessage: 'See the teams you play in.' }),
  },
  {
    to: paths.app.friends(),
    icon: UserPlus,
    title: defineMessage({ defaultMessage: 'Friends' }),
    description: defineMessage({ defaultMessage: 'Answer requests and keep in touch.' }),
  },
];

export default function DiscoverPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Discover' })} description={t({ defaultMessage: 'Where to go next on Clutch.' })} />
      <div className="grid gap-4 sm:grid-cols-2">
        {destinations.map((d) => (
          <DiscoverCard key={d.to} to={d.to} icon={d.icon} title={t(d.title)} description={t(d.description)} />
        ))}
      </div>
    </>
  );
}
