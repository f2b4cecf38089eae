import { CalendarDays, Users } from 'lucide-react';
import { displayedSignupCount } from '#shared/waitlist/signup-count.ts';
import { useWaitlistStats } from '#client/features/landing/api/waitlist.ts';
import { ContractIllustration } from '#client/features/landing/components/contract-illustration.tsx';
import { WaitlistForm } from '#client/features/landing/components/waitlist-form.tsx';
import { launchAnnouncement } from '#client/features/landing/launch-date.ts';

/** The launch date and the real signup count (spec section 1), once the server has said them. */
function LaunchFacts() {
  const data = useWaitlistStats();
  const launch = data ? launchAnnouncement(data.launchDate) : null;
  const count = data ? displayedSignupCount(data.count) : null;
  return (
    // Space is kept while loading, so the title below does not jump.
    <div className="flex min-h-7 flex-wrap items-center gap-x-4 gap-y-2">
      {launch ? (
        <p className="inline-flex w-fit items-center gap-2 rounded-full border border-gold-300 bg-gold-50 px-3 py-1 text-xs font-semibold tracking-wide text-gold-800">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {launch}
        </p>
      ) : null}
      {count ? (
        <p className="inline-flex items-center gap-2 text-sm text-stone-600">
          <Users aria-hidden="true" className="size-4 text-gold-700" />
          <span>
            <strong className="font-semibold text-ink-900">{count}</strong> créateurs et marques déjà inscrits
          </span>
        </p>
      ) : null}
    </div>
  );
}

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-gold-100),transparent_70%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid min-w-0 gap-6">
          <LaunchFacts />
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-[3.4rem]"
          >
            Vos contrats d’influence, rédigés en quelques minutes.
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-stone-600">
            Paraphe guide créateurs et marques pas à pas : partenariat rémunéré, contenu UGC, collaboration produit.
            Aperçu en direct, export PDF, clauses conformes au droit français.
          </p>
          <div id="liste-attente" className="grid max-w-xl gap-3">
            <WaitlistForm />
            <p className="text-sm text-stone-600">
              Déjà prêt à rédiger ?{' '}
              <a href="/register" className="font-medium text-ink-900 underline underline-offset-4 hover:text-ink-950">
                Créez votre compte gratuit
              </a>
            </p>
          </div>
        </div>
        <ContractIllustration />
      </div>
    </section>
  );
}
