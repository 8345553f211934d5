import type { DiscoverCounts } from '@clutch/contract/users';
import { Shield, Trophy, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDiscoverCounts } from '../api/get-discover-counts.ts';
import { DiscoverCard } from '../components/discover-card.tsx';

const destinations = [
  {
    to: paths.app.tournaments(),
    icon: Trophy,
    title: defineMessage({ defaultMessage: 'Tournaments' }),
    description: defineMessage({ defaultMessage: 'Find a competition to join or follow.' }),
    stats: (c: DiscoverCounts, t: Translate) =>
      t({ defaultMessage: '{count, plural, one {# open or live tournament} other {# open or live tournaments}}' }, { count: c.tournaments }),
  },
  {
    to: paths.app.players(),
    icon: Users,
    title: defineMessage({ defaultMessage: 'Players' }),
    description: defineMessage({ defaultMessage: 'Look up players and follow them.' }),
    stats: (c: DiscoverCounts, t: Translate) => t({ defaultMessage: '{count, plural, one {# player} other {# players}}' }, { count: c.players }),
  },
  {
    to: paths.app.teams(),
    icon: Shield,
    title: defineMessage({ defaultMessage: 'Teams' }),
    description: defineMessage({ defaultMessage: 'See the teams you play in.' }),
    stats: (c: DiscoverCounts, t: Translate) => t({ defaultMessage: '{count, plural, one {# team} other {# teams}}' }, { count: c.teams }),
  },
  {
    to: paths.app.friends(),
    icon: UserPlus,
    title: defineMessage({ defaultMessage: 'Friends' }),
    description: defineMessage({ defaultMessage: 'Answer requests and keep in touch.' }),
    stats: (c: DiscoverCounts, t: Translate): ReactNode => (
      <>
        {t({ defaultMessage: '{count, plural, one {# friend} other {# friends}}' }, { count: c.friends })}
        {c.pendingRequests > 0 && (
          <Badge variant="warning">
            {t({ defaultMessage: '{count, plural, one {# pending request} other {# pending requests}}' }, { count: c.pendingRequests })}
          </Badge>
        )}
      </>
    ),
  },
];

/** Discover (spec §2): the four places to go, each with its live count (GET /discover/counts). */
export default function DiscoverPage() {
  const t = useT();
  const counts = useDiscoverCounts();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Discover' })} description={t({ defaultMessage: 'Where to go next on Clutch.' })} />
      <div className="grid gap-4 sm:grid-cols-2">
        {destinations.map((d) => (
          <DiscoverCard
            key={d.to}
            to={d.to}
            icon={d.icon}
            title={t(d.title)}
            description={t(d.description)}
            // Without the counts the cards still lead where they say: a failed count is left out, not an error.
            stats={counts.isPending ? <Skeleton className="h-5 w-32" /> : counts.data ? d.stats(counts.data, t) : undefined}
          />
        ))}
      </div>
    </>
  );
}
