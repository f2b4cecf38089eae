import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ContractIllustration } from '#client/features/landing/components/contract-illustration.tsx';

export function LandingHero() {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-gold-100),transparent_70%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-7">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-gold-300 bg-gold-50 px-3 py-1 text-xs font-semibold tracking-wide text-gold-800">
            <span className="size-1.5 rounded-full bg-gold-500" />
            Lancement en janvier 2026
          </p>
          <h1 className="text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-[3.4rem]">
            Vos contrats d’influence, rédigés en quelques minutes.
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-stone-600">
            Paraphe guide créateurs et marques pas à pas : partenariat rémunéré, contenu UGC, collaboration produit.
            Aperçu en direct, export PDF, conforme au droit français.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                Créer mon compte
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/login">Se connecter</Link>
            </Button>
          </div>
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <ShieldCheck aria-hidden="true" className="size-4 text-success" />
            Gratuit pour commencer : {FREE_MONTHLY_EXPORTS} exports PDF par mois, sans carte bancaire.
          </p>
        </div>
        <ContractIllustration />
      </div>
    </section>
  );
}
