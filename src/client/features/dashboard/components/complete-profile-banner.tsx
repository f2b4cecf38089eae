import { ArrowRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** Shown while onboarding was skipped: contracts need the signing party's details. */
export function CompleteProfileBanner() {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-gold-300 bg-gold-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800">
          <ClipboardList aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 className="font-sans text-base font-semibold text-ink-950">Complétez votre profil</h2>
          <p className="text-sm text-ink-700">
            Votre rôle et vos informations professionnelles préremplissent vos contrats.
          </p>
        </div>
      </div>
      <Button asChild variant="primary" size="sm">
        <Link to="/onboarding">
          Configurer mon compte
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
