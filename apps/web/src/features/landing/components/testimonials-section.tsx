import { Quote } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { defineMessage } from '@/lib/i18n/message.ts';

/** Product copy in the voice of the people Clutch is for; attributed to roles, not to named people. */
const testimonials = [
  {
    quote: defineMessage({
      defaultMessage:
        'We used to run our monthly cup from a spreadsheet and a group chat. Now registrations, fees and the bracket live in one place, and players check their next match themselves.',
    }),
    role: defineMessage({ defaultMessage: 'Community organizer, Luanda' }),
  },
  {
    quote: defineMessage({
      defaultMessage:
        'I build the team, send the invites, and register us in one go. When a result goes in, everyone on the team sees the bracket move.',
    }),
    role: defineMessage({ defaultMessage: 'Team captain, amateur Valorant league' }),
  },
  {
    quote: defineMessage({
      defaultMessage:
        'Our club runs a league in the autumn and a knockout in the spring. Switching formats takes a minute, not a weekend.',
    }),
    role: defineMessage({ defaultMessage: 'University esports club lead, Lisbon' }),
  },
];

export function TestimonialsSection() {
  const t = useT();
  return (
    <LandingSection aria-labelledby="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t({ defaultMessage: 'Testimonials' })}
        title={t({ defaultMessage: 'Made for organizers and players' })}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map(({ quote, role }) => (
          <li key={role.defaultMessage}>
            <figure className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 shadow-sm">
              <Quote aria-hidden className="size-6 text-primary" />
              <blockquote className="flex-1 text-sm leading-relaxed">
                <p>{t(quote)}</p>
              </blockquote>
              <figcaption className="text-sm font-medium text-muted-foreground">{t(role)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
