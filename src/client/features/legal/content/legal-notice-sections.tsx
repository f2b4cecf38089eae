import type { SiteInfo } from '#shared/api/contact.ts';
import { formatSiret } from '#shared/format/siret.ts';
import { useSiteInfo } from '#client/api/site-info.ts';
import type { LegalSection } from '#client/features/legal/components/legal-document.tsx';
import { SiteValue, SupportEmailLink } from '#client/features/legal/components/site-value.tsx';

/** A line of the notice that the operator may leave unset (phone, SIRET): hidden then. */
function OptionalLine({ term, value }: { term: string; value: (info: SiteInfo) => string | null }) {
  const { data } = useSiteInfo();
  const shown = data ? value(data) : null;
  if (!shown) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{shown}</dd>
    </>
  );
}

/** The legal notice (LCEN art. 6-III and 19): every value comes from the server's configuration. */
export const legalNoticeSections: LegalSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    content: (
      <dl>
        <dt>Nom ou raison sociale</dt>
        <dd>
          <SiteValue pick={(info) => info.publisher.name} />
        </dd>
        <dt>Siège</dt>
        <dd>
          <SiteValue pick={(info) => info.publisher.address} />
        </dd>
        <OptionalLine
          term="SIRET"
          value={(info) => (info.publisher.siret ? formatSiret(info.publisher.siret) : null)}
        />
        <dt>Adresse électronique</dt>
        <dd>
          <SupportEmailLink />
        </dd>
        <OptionalLine term="Téléphone" value={(info) => info.publisher.phone} />
      </dl>
    ),
  },
  {
    id: 'directeur',
    title: 'Directeur de la publication',
    content: (
      <p>
        <SiteValue pick={(info) => info.publisher.director} />
      </p>
    ),
  },
  {
    id: 'hebergeur',
    title: 'Hébergeur',
    content: (
      <dl>
        <dt>Nom ou raison sociale</dt>
        <dd>
          <SiteValue pick={(info) => info.host.name} />
        </dd>
        <dt>Adresse</dt>
        <dd>
          <SiteValue pick={(info) => info.host.address} />
        </dd>
        <OptionalLine term="Téléphone" value={(info) => info.host.phone} />
      </dl>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle et signalements',
    content: (
      <>
        <p>
          Le site, sa présentation, ses textes, la marque Paraphe et les modèles de contrats sont protégés par le droit
          de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l’autorisation
          de l’Éditeur est interdite, sous réserve des usages prévus par les{' '}
          <a href="/conditions">conditions générales d’utilisation</a>.
        </p>
        <p>
          Pour signaler un contenu illicite ou une atteinte à vos droits, écrivez à <SupportEmailLink /> en précisant
          l’adresse de la page concernée et les motifs de votre demande.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles',
    content: (
      <p>
        Les traitements de données personnelles réalisés par Paraphe et les droits dont vous disposez sont décrits dans
        la <a href="/confidentialite">politique de confidentialité</a>.
      </p>
    ),
  },
];
