import { Bell, CreditCard, GitBranch, Radio, ShieldCheck, Users } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { defineMessage } from '@/lib/i18n/message.ts';

const features = [
  {
    icon: GitBranch,
    title: defineMessage({ defaultMessage: 'Every format' }),
    text: defineMessage({
      defaultMessage: 'Knockout brackets, league tables, or groups followed by a knockout stage, with byes and seeding handled for you.',
    }),
  },
  {
    icon: Users,
    title: defineMessage({ defaultMessage: 'Teams that stay together' }),
    text: defineMessage({
      defaultMessage: 'Captains build a team, invite players and register it; solo tournaments skip straight to joining.',
    }),
  },
  {
    icon: CreditCard,
    title: defineMessage({ defaultMessage: 'Entry fees and prizes' }),
    text: defineMessage({
      defaultMessage: 'Organizers set an entry fee and prizes per position in their currency; players pay by card when they register.',
    }),
  },
  {
    icon: Radio,
    title: defineMessage({ defaultMessage: 'Live as it happens' }),
    text: defineMessage({
      defaultMessage: 'Results, brackets and standings update on every screen the moment a score is entered.',
    }),
  },
  {
    icon: Bell,
    title: defineMessage({ defaultMessage: 'Never miss a match' }),
    text: defineMessage({
      defaultMessage: 'Reminders before your matches, and notifications for invites, friend requests and registration decisions.',
    }),
  },
  {
    icon: ShieldCheck,
    title: defineMessage({ defaultMessage: 'Open and private' }),
    text: defineMessage({
      defaultMessage: 'Open-source code, strong password hashing, and server-side sessions that end when you log out.',
    }),
  },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <LandingSection id="features" aria-labelledby="features-title" className="bg-card/30">
      <SectionHeading
        id="features-title"
        eyebrow={t({ defaultMessage: 'Features' })}
        title={t({ defaultMessage: 'Everything a tournament needs' })}
        description={t({ defaultMessage: 'Clutch runs the busywork, so organizers can focus on the community and players on the game.' })}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title.defaultMessage} className="flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-md bg-primary/15 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="font-semibold">{t(title)}</h3>
            <p className="text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
