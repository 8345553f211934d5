import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { defineMessage } from '@/lib/i18n/message.ts';

const questions = [
  {
    question: defineMessage({ defaultMessage: 'Is Clutch free to use?' }),
    answer: defineMessage({
      defaultMessage:
        'Yes. Creating an account, following tournaments and joining free tournaments costs nothing. Some tournaments have an entry fee set by their organizer; it is shown on the tournament page and paid by card when you register.',
    }),
  },
  {
    question: defineMessage({ defaultMessage: 'Who can create a tournament?' }),
    answer: defineMessage({
      defaultMessage:
        'Any player with a verified account. Choose the game, the format (knockout, league, or league and knockout), the dates, the team size, the rules and the prizes, then open registrations.',
    }),
  },
  {
    question: defineMessage({ defaultMessage: 'Do I need a team to play?' }),
    answer: defineMessage({
      defaultMessage:
        'Only for team tournaments. There, a captain creates the team, invites the other players and registers it. Solo tournaments (one player per team) let you join on your own.',
    }),
  },
  {
    question: defineMessage({ defaultMessage: 'Which games can I play?' }),
    answer: defineMessage({
      defaultMessage:
        'Tournaments can be run for any game in our catalogue, from shooters and MOBAs to sports, fighting and racing games. Browse Games in the app lists them all with their open tournaments.',
    }),
  },
  {
    question: defineMessage({ defaultMessage: 'How do I know when my matches are?' }),
    answer: defineMessage({
      defaultMessage:
        'Your tickets list every match with its time in your own time zone, and Clutch reminds you before each one. Brackets and standings update live as results come in.',
    }),
  },
  {
    question: defineMessage({ defaultMessage: 'Is there a mobile app?' }),
    answer: defineMessage({
      defaultMessage:
        'Clutch runs in your phone’s browser, with the same features as on a computer. You can add it to your home screen to open it like an app.',
    }),
  },
];

/** #faq: one answer open at a time; clicking the open question closes it (spec §4). */
export function FaqSection() {
  const t = useT();
  return (
    <LandingSection id="faq" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow={t({ defaultMessage: 'FAQ' })} title={t({ defaultMessage: 'Questions, answered' })} />
      <Accordion.Root type="single" collapsible className="flex flex-col divide-y rounded-lg border bg-card">
        {questions.map(({ question, answer }) => (
          <Accordion.Item key={question.defaultMessage} value={question.defaultMessage}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-medium transition-colors hover:bg-accent/50">
                  {t(question)}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-sm leading-relaxed text-muted-foreground">{t(answer)}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </LandingSection>
  );
}
