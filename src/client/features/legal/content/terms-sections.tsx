import { FREE_MONTHLY_EXPORTS, PRO_MONTHLY_PRICE_CENTS, TOPUP_PACKS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import type { LegalSection } from '#client/features/legal/components/legal-document.tsx';
import { SiteValue, SupportEmailLink } from '#client/features/legal/components/site-value.tsx';

const pack5 = TOPUP_PACKS.TOPUP_5;
const pack20 = TOPUP_PACKS.TOPUP_20;

/** The CGU of Paraphe, article by article. Prices and allowances come from shared/account/plans.ts. */
export const termsSections: LegalSection[] = [
  {
    id: 'objet',
    title: 'Objet et acceptation',
    content: (
      <>
        <p>
          Les présentes conditions générales d’utilisation (les « CGU ») régissent l’accès au service Paraphe et son
          utilisation. Le service est édité par <SiteValue pick={(info) => info.publisher.name} /> (l’« Éditeur »), dont
          les coordonnées figurent dans les <a href="/mentions-legales">mentions légales</a>.
        </p>
        <p>
          La création d’un compte emporte l’acceptation pleine et entière des CGU dans leur version en vigueur à cette
          date. Les CGU applicables sont celles publiées sur cette page ; elles peuvent être consultées, téléchargées et
          imprimées à tout moment.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Description du service',
    content: (
      <>
        <p>
          Paraphe est un outil en ligne d’aide à la rédaction de contrats de collaboration commerciale entre créateurs
          de contenu et annonceurs (marques, entreprises, agences). Il permet notamment :
        </p>
        <ul>
          <li>
            de rédiger un contrat à partir de modèles : partenariat rémunéré, création de contenu avec cession de droits
            (UGC) et collaboration rémunérée en produits ;
          </li>
          <li>de visualiser le contrat en temps réel, tel qu’il sera exporté ;</li>
          <li>de contrôler la présence des mentions et clauses attendues par le droit français ;</li>
          <li>d’exporter le contrat au format PDF et de retrouver l’ensemble de ses contrats ;</li>
          <li>
            de faire signer électroniquement le contrat exporté par les parties, sans qu’elles aient besoin d’un compte.
          </li>
        </ul>
        <p>
          L’Éditeur peut faire évoluer les fonctionnalités du service, notamment pour tenir compte des évolutions
          législatives. Une évolution qui supprimerait une fonctionnalité essentielle d’un abonnement en cours est
          notifiée à l’utilisateur, qui peut alors résilier son abonnement sans frais.
        </p>
      </>
    ),
  },
  {
    id: 'compte',
    title: 'Compte utilisateur',
    content: (
      <>
        <p>
          L’utilisation du service suppose la création d’un compte personnel. L’utilisateur doit être une personne
          physique majeure et capable, ou agir pour le compte d’une personne morale qu’il a le pouvoir d’engager.
        </p>
        <p>
          L’utilisateur fournit des informations exactes et les tient à jour. Son adresse électronique est vérifiée par
          un lien de confirmation ; elle sert d’identifiant et ne peut pas être modifiée. Le mot de passe est personnel
          et confidentiel : l’utilisateur est responsable de sa conservation et des actions réalisées depuis son compte.
          Toute utilisation qu’il n’a pas autorisée doit être signalée sans délai à l’adresse <SupportEmailLink />.
        </p>
        <p>
          Un compte ne peut être ni cédé ni partagé. L’utilisateur peut le supprimer à tout moment depuis son profil
          (voir l’article « Durée, suspension et résiliation »).
        </p>
      </>
    ),
  },
  {
    id: 'offres',
    title: 'Offres, prix et paiement',
    content: (
      <>
        <h3>Plan gratuit</h3>
        <p>
          Le plan gratuit permet de rédiger un nombre illimité de contrats et d’en exporter {FREE_MONTHLY_EXPORTS} au
          format PDF par mois civil (heure de Paris). Il ne requiert aucun moyen de paiement.
        </p>
        <h3>Plan Pro</h3>
        <p>
          Le plan Pro est un abonnement mensuel au prix de {formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS)} TTC par mois.
          Il donne droit à des exports illimités, à l’ensemble des modèles et clauses avancées, à la personnalisation de
          la marque, aux statistiques et à l’historique des versions des contrats, et à un support prioritaire. Il est
          sans engagement : l’abonnement se renouvelle automatiquement chaque mois à sa date anniversaire, jusqu’à sa
          résiliation par l’utilisateur depuis son profil. La résiliation prend effet à la fin de la période mensuelle
          en cours, déjà payée ; aucune période entamée n’est remboursée, sauf exercice du droit de rétractation.
        </p>
        <h3>Packs d’exports</h3>
        <p>
          L’utilisateur du plan gratuit peut acheter, en une seule fois, un pack de {pack5.credits} exports (
          {formatEurosFromCents(pack5.priceCents)} TTC) ou de {pack20.credits} exports (
          {formatEurosFromCents(pack20.priceCents)} TTC). Les exports d’un pack s’ajoutent à l’allocation mensuelle et
          n’expirent pas à la fin du mois.
        </p>
        <h3>Paiement</h3>
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises. Le paiement est effectué par carte bancaire auprès de
          notre prestataire de paiement Stripe ; l’Éditeur n’a jamais connaissance des données de carte. Le plan Pro
          n’est activé qu’après confirmation du paiement par le prestataire. Une facture est mise à disposition pour
          chaque paiement. En cas d’échec d’un prélèvement, l’abonnement peut être suspendu puis résilié et le compte
          revient au plan gratuit ; les contrats de l’utilisateur sont conservés.
        </p>
        <h3>Droit de rétractation</h3>
        <p>
          L’utilisateur qui agit en qualité de consommateur dispose d’un délai de quatorze jours à compter de la
          souscription pour se rétracter, sans avoir à se justifier (articles L221-18 et suivants du Code de la
          consommation), en écrivant à <SupportEmailLink />. Le remboursement intervient dans les quatorze jours, par le
          moyen de paiement utilisé. S’il a demandé à bénéficier du service avant la fin de ce délai, le montant
          remboursé est diminué de la part correspondant au service déjà fourni (article L221-25 du même code).
        </p>
      </>
    ),
  },
  {
    id: 'exports',
    title: 'Crédits d’export',
    content: (
      <>
        <p>
          Un export correspond à la production du fichier PDF d’une version d’un contrat. Exporter à nouveau une version
          déjà exportée, sans modification, ne consomme pas de nouveau crédit ; toute modification du contrat crée une
          nouvelle version.
        </p>
        <ul>
          <li>
            Les {FREE_MONTHLY_EXPORTS} exports du plan gratuit sont attribués au premier jour de chaque mois civil ; les
            exports non utilisés ne sont pas reportés sur le mois suivant.
          </li>
          <li>Les exports achetés en pack restent disponibles tant que le compte existe.</li>
          <li>Le plan Pro ne décompte aucun export.</li>
        </ul>
        <p>
          Les crédits d’export n’ont pas de valeur monétaire : ils ne sont ni remboursables, ni cessibles, ni
          convertibles, sous réserve du droit de rétractation. Ils disparaissent avec le compte.
        </p>
      </>
    ),
  },
  {
    id: 'signature',
    title: 'Signature électronique',
    content: (
      <>
        <p>
          Le service permet d’envoyer un contrat exporté à la signature des parties. Chaque signataire reçoit par e-mail
          un lien personnel et s’authentifie par un code à usage unique envoyé à la même adresse. Il s’agit d’une
          signature électronique simple au sens de l’article 25 du règlement (UE) n° 910/2014 (« eIDAS ») et des
          articles 1366 et 1367 du Code civil : elle est valable, et sa force probante repose sur le dossier de preuve
          établi par le service (journal horodaté des actions, empreintes du document envoyé et du document signé,
          certificat joint au contrat et scellé électroniquement). Elle n’est pas une signature qualifiée et ne
          bénéficie pas de la présomption de fiabilité attachée à celle-ci.
        </p>
        <p>
          Les signataires sont les personnes que le contrat désigne, aux adresses électroniques qu’il indique ;
          l’utilisateur qui envoie le contrat est responsable de leur exactitude, et changer un signataire suppose de
          modifier le contrat. La signature n’est rattachée à une personne qu’au travers de l’accès à sa messagerie.
          L’utilisateur qui est lui-même signataire signe depuis son compte, après un code à usage unique. Un contrat
          envoyé à la signature ne peut plus être modifié ; l’utilisateur peut annuler la demande tant qu’elle n’est pas
          achevée.
        </p>
        <p>
          Un contrat envoyé à la signature ou signé ne peut pas être supprimé par l’utilisateur ; il peut être archivé.
          Le contrat signé et son dossier de preuve restent disponibles tant que le compte existe. Si l’utilisateur
          supprime son compte, ils sont conservés 5 ans à compter de la suppression (article 2224 du Code civil), sans
          lien avec le compte, les autres signataires gardant leur lien de téléchargement, puis effacés. Il appartient à
          chaque partie de conserver sa copie du contrat signé, qu’elle peut télécharger dès la dernière signature.
        </p>
      </>
    ),
  },
  {
    id: 'contenus',
    title: 'Contenus de l’utilisateur et responsabilité',
    content: (
      <>
        <p>
          <strong>Paraphe est un outil de rédaction, et non un cabinet d’avocats.</strong> Les modèles, les clauses
          proposées et la vérification de conformité sont des aides, fondées sur la réglementation en vigueur à leur
          date de publication. Ils ne constituent pas une consultation juridique au sens de la loi n° 71-1130 du 31
          décembre 1971 et ne remplacent pas l’analyse d’un professionnel du droit, en particulier pour une situation
          inhabituelle ou à fort enjeu.
        </p>
        <p>
          L’utilisateur demeure seul auteur des contrats qu’il établit avec le service. Il lui appartient de vérifier
          l’exactitude et l’adéquation de leur contenu à sa situation, de les faire accepter par son cocontractant et
          d’en assurer l’exécution. L’Éditeur n’est pas partie aux contrats rédigés au moyen du service.
        </p>
        <p>L’utilisateur s’engage notamment :</p>
        <ul>
          <li>
            à respecter la loi n° 2023-451 du 9 juin 2023 visant à encadrer l’influence commerciale, dont les
            interdictions de promotion (article 4) et les mentions obligatoires (article 5) ;
          </li>
          <li>
            à ne saisir les données personnelles de tiers (cocontractants, représentants) que dans la mesure nécessaire
            au contrat, et à les en informer ; pour ces données, il agit en qualité de responsable de traitement et
            l’Éditeur en qualité de sous-traitant ;
          </li>
          <li>
            à ne pas utiliser le service pour un contenu illicite, frauduleux ou portant atteinte aux droits de tiers,
            ni pour en perturber le fonctionnement (extraction automatisée, contournement des limites, intrusion).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle',
    content: (
      <>
        <p>
          Le service, son logiciel, sa présentation, la marque Paraphe et les modèles de contrats sont protégés par le
          droit de la propriété intellectuelle et appartiennent à l’Éditeur. L’utilisateur bénéficie d’un droit
          personnel, non exclusif et non cessible d’utiliser le service et ses modèles pour établir ses propres
          contrats, pendant la durée de son inscription.
        </p>
        <p>
          Les contrats produits appartiennent à l’utilisateur, qui peut librement les utiliser, les modifier et les
          communiquer à ses cocontractants, y compris après la fermeture de son compte. La reproduction ou la diffusion
          des modèles eux-mêmes, en dehors de cet usage, est interdite.
        </p>
        <p>
          L’utilisateur concède à l’Éditeur, pour la seule durée de son inscription, le droit d’héberger, de reproduire
          et de mettre en forme les contenus qu’il saisit, dans la stricte mesure nécessaire à la fourniture du service.
          L’Éditeur ne les exploite à aucune autre fin.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Disponibilité et responsabilité de l’Éditeur',
    content: (
      <>
        <p>
          L’Éditeur met en œuvre les moyens raisonnables pour assurer l’accès au service et la sécurité des données. Le
          service peut être interrompu pour maintenance, mise à jour ou en cas de force majeure ; l’Éditeur s’efforce de
          prévenir les utilisateurs des interruptions programmées.
        </p>
        <p>
          L’Éditeur ne saurait être tenu responsable du contenu des contrats établis par l’utilisateur, de leur
          exécution par les parties, ni des conséquences d’une collaboration. Envers un utilisateur professionnel, sa
          responsabilité, toutes causes confondues, est limitée aux dommages directs et au montant payé par
          l’utilisateur au cours des douze mois précédant le fait générateur. Ces limitations ne s’appliquent ni en cas
          de faute lourde ou intentionnelle, ni aux droits que le consommateur tient de la loi.
        </p>
        <p>
          L’utilisateur peut à tout moment télécharger ses contrats au format PDF et l’ensemble de ses données depuis
          son profil ; il lui est recommandé de conserver une copie des contrats signés.
        </p>
      </>
    ),
  },
  {
    id: 'resiliation',
    title: 'Durée, suspension et résiliation',
    content: (
      <>
        <p>
          Les CGU s’appliquent pour une durée indéterminée, à compter de la création du compte. L’utilisateur peut
          supprimer son compte à tout moment, depuis son profil : son abonnement éventuel est alors résilié, et son
          compte, ses contrats et ses données sont effacés, à l’exception des pièces comptables que la loi oblige à
          conserver, détachées de sa personne, et des contrats signés électroniquement avec leur dossier de preuve,
          conservés 5 ans pour les autres signataires (article « Signature électronique ») (voir la{' '}
          <a href="/confidentialite">politique de confidentialité</a>).
        </p>
        <p>
          En cas de manquement grave aux CGU, notamment une utilisation frauduleuse ou contraire à la loi, l’Éditeur
          peut suspendre le compte après une mise en demeure restée sans effet pendant huit jours, ou immédiatement si
          le manquement menace la sécurité du service ou des tiers. L’utilisateur est informé des motifs de la mesure et
          peut présenter ses observations à <SupportEmailLink />.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles',
    content: (
      <p>
        L’Éditeur traite les données personnelles des utilisateurs conformément au règlement (UE) 2016/679 (RGPD) et à
        la loi n° 78-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et aux libertés. Les données
        collectées, leurs finalités, leurs durées de conservation et les droits de chacun sont décrits dans la{' '}
        <a href="/confidentialite">politique de confidentialité</a>.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification des CGU',
    content: (
      <p>
        L’Éditeur peut modifier les CGU, notamment pour les adapter à l’évolution du service ou de la loi. Toute
        modification substantielle est notifiée par courrier électronique au moins trente jours avant son entrée en
        vigueur. L’utilisateur qui la refuse peut supprimer son compte avant cette date ; à défaut, la nouvelle version
        lui est applicable. Les changements de prix ne s’appliquent qu’à compter de la période d’abonnement suivant leur
        notification.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et litiges',
    content: (
      <>
        <p>Les CGU sont soumises au droit français.</p>
        <p>
          En cas de difficulté, l’utilisateur est invité à écrire d’abord au support, à l’adresse <SupportEmailLink />,
          afin de rechercher une solution amiable. L’utilisateur consommateur peut en outre recourir gratuitement à un
          médiateur de la consommation (articles L611-1 et suivants du Code de la consommation) ; les coordonnées du
          médiateur dont relève l’Éditeur lui sont communiquées par le support sur simple demande.
        </p>
        <p>
          À défaut d’accord, le litige est porté devant les juridictions compétentes. Le consommateur peut saisir, à son
          choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du
          fait dommageable (article R631-3 du Code de la consommation). Entre professionnels, compétence exclusive est
          attribuée aux tribunaux du ressort du siège de l’Éditeur.
        </p>
      </>
    ),
  },
];
