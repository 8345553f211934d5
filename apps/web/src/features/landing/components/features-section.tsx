import { Bell, CreditCard, GitBranch, Radio, ShieldCheck, Users } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    icon: GitBranch,
    title: 'Every format',
    text: 'Knockout brackets, league tables, or groups followed by a knockout stage, with byes and seeding handled for you.',
  },
  {
    icon: Users,
    title: 'Teams that stay together',
    text: 'Captains build a team, invite players and register it; solo tournaments skip straight to joining.',
  },
  {
    icon: CreditCard,
    title: 'Entry fees and prizes',
    text: 'Organizers set an entry fee and prizes per position in their currency; players pay by card when they register.',
  },
  {
    icon: Radio,
    title: 'Live as it happens',
    text: 'Results, brackets and standings update on every screen the moment a score is entered.',
  },
  {
    icon: Bell,
    title: 'Never miss a match',
    text: 'Reminders before your matches, and notifications for invites, friend requests and registration decisions.',
  },
  {
    icon: ShieldCheck,
    title: 'Open and private',
    text: 'Open-source code, strong password hashing, and server-side sessions that end when you log out.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection id="features" aria-labelledby="features-title" className="bg-card/30">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything a tournament needs"
        description="Clutch runs the busywork, so organizers can focus on the community and players on the game."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-md bg-primary/15 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
