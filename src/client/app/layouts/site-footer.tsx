import { Logo } from '#client/components/brand/logo.tsx';

const links = [
  { to: '/contact', label: 'Contact' },
  { to: '/conditions', label: 'CGU' },
  { to: '/confidentialite', label: 'Confidentialité' },
  { to: '/mentions-legales', label: 'Mentions légales' },
];

/** The public pages' footer; plain links, so the prerendered pages can show it without a router. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <Logo className="[&_svg]:size-7" />
          <p className="max-w-sm text-sm text-muted-foreground">
            Des contrats de collaboration clairs entre créateurs et marques, conformes au droit français.
          </p>
        </div>
        <nav aria-label="Pied de page">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <a href={link.to} className="text-ink-700 underline-offset-4 hover:text-ink-950 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* The year of the visit, which a page prerendered last year may not have. */}
      <p suppressHydrationWarning className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Paraphe · Conçu en France
      </p>
    </footer>
  );
}
