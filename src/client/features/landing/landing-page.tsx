import { LandingHero } from '#client/features/landing/components/landing-hero.tsx';
import { FaqSection, PricingSection } from '#client/features/landing/components/landing-pricing-faq.tsx';
import { FeaturesSection, HowItWorksSection } from '#client/features/landing/components/landing-sections.tsx';

/** The pre-launch home page: a placeholder until the full landing (waiting list) is built. */
export function LandingPage() {
  return (
    <>
      <title>Paraphe — contrats d’influence conformes au droit français</title>
      <LandingHero />
      <HowItWorksSection />
      <FeaturesSection />
      <PricingSection />
      <FaqSection />
    </>
  );
}
