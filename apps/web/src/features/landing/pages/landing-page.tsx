import { useSession } from '@/features/auth/api/session.ts';
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

/** The public landing page (spec §1, §2 "/"): every section in the spec's order. */
export default function LandingPage() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
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
