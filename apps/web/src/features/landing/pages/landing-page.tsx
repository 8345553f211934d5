import { FaqSection } from '../components/faq-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { LiveTournamentsSection } from '../components/live-tournaments-section.tsx';
import { MobileAppSection } from '../components/mobile-app-section.tsx';
import { PartnerGamesStrip } from '../components/partner-games-strip.tsx';
import { TestimonialsSection } from '../components/testimonials-section.tsx';
import { LandingDataProvider, useSignedIn, type LandingData } from '../lib/landing-data.tsx';

/**
 * The public landing page (spec §1, §2 "/"): every section in the spec's order. A visit to / renders it from its own
 * lean entry (features/landing/landing-entry.tsx) with `data` already on its way; inside the app's router (a client-side
 * navigation home) it starts its own calls.
 */
export default function LandingPage({ data }: { data?: LandingData }) {
  return (
    <LandingDataProvider data={data}>
      <Landing />
    </LandingDataProvider>
  );
}

function Landing() {
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-svh flex-col">
      <LandingHeader signedIn={signedIn} />
      <main id="main-content" className="flex-1">
        <HeroSection signedIn={signedIn} />
        <PartnerGamesStrip />
        <HowItWorksSection />
        <FeaturesSection />
        <TestimonialsSection />
        <LiveTournamentsSection />
        <FaqSection />
        <MobileAppSection />
      </main>
      <LandingFooter />
    </div>
  );
}
