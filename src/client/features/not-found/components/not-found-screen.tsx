import { ArrowLeft, FilePlus2, Files, House, LayoutDashboard, LifeBuoy } from 'lucide-react';
import type { Anchor } from '#client/components/anchor.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** Spec section 2: support, create a contract, my contracts. A visitor reaches support through the public contact page. */
function suggestionsFor(signedIn: boolean) {
  return [
    { to: '/create-contract', label: 'Créer un contrat', text: 'Partenariat, UGC ou cadeau.', icon: FilePlus2 },
    { to: '/contracts', label: 'Mes contrats', text: 'Retrouvez vos brouillons et exports.', icon: Files },
    {
      to: signedIn ? '/support' : '/contact',
      label: 'Support',
      // Not cut at its hyphen: « Écrivez- / nous » reads as two words.
      text: (
        <>
          Une question ? <span className="whitespace-nowrap">Écrivez-nous.</span>
        </>
      ),
      icon: LifeBuoy,
    },
  ];
}

type NotFoundScreenProps = {
  signedIn: boolean;
  /** 'Back': the previous screen, else home (the dashboard when signed in). */
  onBack: () => void;
  /** The router's link in the application, a plain link on the prerendered 404 page. */
  anchor: Anchor;
};

/**
 * The 404 page (spec section 2): what went wrong, and where to go instead. Without the router or
 * the session, so the server's prerendered 404 page draws it too (decision 021).
 */
export function NotFoundScreen({ signedIn, onBack, anchor: Link }: NotFoundScreenProps) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-14 text-center sm:px-6 md:py-20">
      <title>Page introuvable · Paraphe</title>
      <div className="grid justify-items-center gap-4">
        <p className="font-serif text-7xl font-semibold text-gold-600" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-semibold tracking-tight">
          <span className="sr-only">Erreur 404 : </span>Page introuvable
        </h1>
        <p className="max-w-md text-[0.9375rem] leading-relaxed text-muted-foreground">
          Cette page n’existe pas ou a été déplacée. Vérifiez l’adresse, ou reprenez depuis l’une des pages ci-dessous.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild>
            {signedIn ? (
              <Link href="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                Tableau de bord
              </Link>
            ) : (
              <Link href="/">
                <House aria-hidden="true" />
                Accueil
              </Link>
            )}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Retour
          </Button>
        </div>
      </div>
      <nav aria-label="Suggestions">
        <ul className="grid gap-3 text-left sm:grid-cols-3">
          {suggestionsFor(signedIn).map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                href={to}
                className="flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-5 shadow-card transition-colors hover:border-ink-300"
              >
                <Icon aria-hidden="true" className="size-5 text-gold-700" />
                <span className="font-medium text-ink-950">{label}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
