import { Quote } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Product copy in the voice of the people Clutch is for; attributed to roles, not to named people. */
const testimonials = [
  {
    quote:
      'We used to run our monthly cup from a spreadsheet and a group chat. Now registrations, fees and the bracket live in one place, and players check their next match themselves.',
    role: 'Community organizer, Luanda',
  },
  {
    quote:
      'I build the team, send the invites, and register us in one go. When a result goes in, everyone on the team sees the bracket move.',
    role: 'Team captain, amateur Valorant league',
  },
  {
    quote:
      'Our club runs a league in the autumn and a knockout in the spring. Switching formats takes a minute, not a weekend.',
    role: 'University esports club lead, Lisbon',
  },
];

export function TestimonialsSection() {
  return (
    <LandingSection aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Made for organizers and players" />
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map(({ quote, role }) => (
          <li key={role}>
            <figure className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 shadow-sm">
              <Quote aria-hidden className="size-6 text-primary" />
              <blockquote className="flex-1 text-sm leading-relaxed">
                <p>{quote}</p>
              </blockquote>
              <figcaption className="text-sm font-medium text-muted-foreground">{role}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
