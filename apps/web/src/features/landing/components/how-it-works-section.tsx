import { Swords, Trophy, UserPlus } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { defineMessage } from '@/lib/i18n/message.ts';

const steps = [
  {
    icon: UserPlus,
    title: defineMessage({ defaultMessage: 'Create your account' }),
    text: defineMessage({ defaultMessage: 'Sign up with your e-mail or Google, pick a nickname and confirm your address. It is free.' }),
  },
  {
    icon: Swords,
    title: defineMessage({ defaultMessage: 'Join or create a tournament' }),
    text: defineMessage({
      defaultMessage: 'Register alone or with a team you captain, or set up your own tournament with its format, dates, rules and prizes.',
    }),
  },
  {
    icon: Trophy,
    title: defineMessage({ defaultMessage: 'Play and climb the bracket' }),
    text: defineMessage({
      defaultMessage: 'Get your match times, report results and follow the bracket and standings as they update, up to the final.',
    }),
  },
];

export function HowItWorksSection() {
  const t = useT();
  return (
    <LandingSection id="how-it-works" aria-labelledby="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow={t({ defaultMessage: 'How It Works' })}
        title={t({ defaultMessage: 'From sign-up to the final in three steps' })}
      />
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title.defaultMessage} className="relative flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm">
            <span className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-md bg-primary/15 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="text-sm font-semibold text-muted-foreground">{t({ defaultMessage: 'Step {number}' }, { number: i + 1 })}</span>
            </span>
            <h3 className="text-lg font-semibold">{t(title)}</h3>
            <p className="text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
