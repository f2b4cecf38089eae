import { EarlyBirdSection } from '#client/features/landing/components/early-bird-section.tsx';
import { FaqSection } from '#client/features/landing/components/landing-faq.tsx';
import { LandingHero } from '#client/features/landing/components/landing-hero.tsx';
import { PricingSection } from '#client/features/landing/components/landing-pricing.tsx';
import { FeaturesSection, HowItWorksSection } from '#client/features/landing/components/landing-sections.tsx';

/** The pre-launch home page (spec sections 1 and 2): the waiting list first, then what Paraphe does. */
export function LandingPage() {
  return (
    <>
      <title>Paraphe — contrats d’influence conformes au droit français</title>
      <LandingHero />
      <EarlyBirdSection />
      <HowItWorksSection />
      <FeaturesSection />
      <PricingSection />
      <FaqSection />
    </>
  );
}
