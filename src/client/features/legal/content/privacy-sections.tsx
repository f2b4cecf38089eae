import type { LegalSection } from '#client/features/legal/components/legal-document.tsx';
import { SiteValue, SupportEmailLink } from '#client/features/legal/components/site-value.tsx';

/** One processing: what it is for, on which legal basis (RGPD art. 6), for how long. */
function Processing({ purpose, basis, retention }: { purpose: string; basis: string; retention: string }) {
  return (
    <li>
      <strong>{purpose}.</strong> Base légale : {basis}. Conservation : {retention}.
    </li>
  );
}

/** The privacy policy (RGPD art. 13 and 14), section by section, from what the code really keeps. */
export const privacySections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    content: (
      <>
        <p>Le responsable du traitement des données personnelles collectées par Paraphe est :</p>
        <dl>
          <dt>Éditeur</dt>
          <dd>
            <SiteValue pick={(info) => info.publisher.name} />
          </dd>
          <dt>Adresse</dt>
          <dd>
            <SiteValue pick={(info) => info.publisher.address} />
          </dd>
          <dt>Contact</dt>
          <dd>
            <SupportEmailLink />
          </dd>
        </dl>
        <p>
          L’Éditeur n’a pas désigné de délégué à la protection des données ; toute question relative à vos données peut
          être adressée à l’adresse ci-dessus.
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Données collectées',
    content: (
      <>
        <p>Nous ne collectons que les données nécessaires au service :</p>
        <ul>
          <li>
            <strong>Compte</strong> : prénom, nom, adresse électronique, mot de passe (conservé uniquement sous forme
            d’empreinte Argon2id, jamais en clair), date de création, confirmation de l’adresse, plan souscrit.
          </li>
          <li>
            <strong>Informations professionnelles</strong> : rôle (créateur ou marque), qualité de personne physique,
            numéro SIRET, raison sociale, adresse, ville et code postal.
          </li>
          <li>
            <strong>Contrats</strong> : le contenu que vous saisissez, y compris les informations relatives à vos
            cocontractants (noms, adresses, adresses électroniques, montants), et l’historique de leurs versions.
          </li>
          <li>
            <strong>Exports</strong> : les fichiers PDF produits, avec leur date, leur taille, leur nombre de pages et
            leur empreinte.
          </li>
          <li>
            <strong>Signature électronique</strong> : pour chaque signataire d’un contrat que vous envoyez à la
            signature, son nom et son adresse électronique, les codes à usage unique envoyés (sous forme d’empreinte),
            les dates d’ouverture, de signature ou de refus et le motif d’un refus, la signature dessinée ou le nom
            saisi, et, pour chaque action, l’adresse IP et le navigateur utilisés (journal de preuve) ; le contrat signé
            et scellé, avec son certificat.
          </li>
          <li>
            <strong>Personnalisation (plan Pro)</strong> : le logo et la couleur d’accent de votre marque.
          </li>
          <li>
            <strong>Crédits et paiements</strong> : mouvements de crédits d’export, commandes, état de l’abonnement et
            identifiant client chez le prestataire de paiement. Les données de carte bancaire sont saisies chez Stripe
            et ne nous parviennent jamais.
          </li>
          <li>
            <strong>Sessions et sécurité</strong> : dates de connexion et d’expiration des sessions (jetons conservés
            sous forme d’empreinte), adresse IP utilisée pour limiter le nombre de tentatives et dans les journaux
            techniques du serveur.
          </li>
          <li>
            <strong>Messages au support</strong> : prénom, nom, adresse électronique, sujet et contenu du message.
          </li>
          <li>
            <strong>Liste d’attente</strong> : adresse électronique, langue et date d’inscription.
          </li>
        </ul>
        <p>
          Pour les données de vos cocontractants que vous saisissez dans un contrat, vous êtes responsable du traitement
          et Paraphe agit en qualité de sous-traitant (article 28 du RGPD) : nous les traitons uniquement pour produire
          et conserver vos contrats, selon vos instructions.
        </p>
      </>
    ),
  },
  {
    id: 'finalites',
    title: 'Finalités, bases légales et durées de conservation',
    content: (
      <>
        <ul>
          <Processing
            purpose="Création et gestion du compte, rédaction, conservation et export des contrats"
            basis="exécution du contrat qui vous lie à l’Éditeur (article 6.1.b du RGPD)"
            retention="tant que le compte existe ; tout est effacé à sa suppression"
          />
          <Processing
            purpose="Signature électronique des contrats et conservation de leur preuve"
            basis="exécution du contrat pour l’expéditeur ; pour les autres signataires, intérêt légitime des parties à établir et à prouver leur accord (article 6.1.f), Paraphe agissant pour le compte de l’expéditeur"
            retention="tant que le compte de l’expéditeur existe (un contrat envoyé ou signé ne peut pas être supprimé, seulement archivé) ; si ce compte est supprimé, le contrat signé, son PDF final et son journal de preuve sont conservés 5 ans à compter de la suppression (prescription de droit commun, article 2224 du Code civil), sans lien avec le compte, puis effacés ; les demandes non signées sont effacées avec le compte ; les codes de vérification expirent après 10 minutes"
          />
          <Processing
            purpose="Envoi des e-mails du service (confirmation d’adresse, réinitialisation du mot de passe, accusés de réception)"
            basis="exécution du contrat"
            retention="les liens de confirmation expirent après 24 heures, ceux de réinitialisation après une heure"
          />
          <Processing
            purpose="Abonnement, achats de packs et facturation"
            basis="exécution du contrat ; obligation légale pour les pièces comptables (article 6.1.c)"
            retention="tant que le compte existe, puis dix ans pour les commandes payées (article L123-22 du Code de commerce), sous une forme détachée de votre identité : ni nom, ni adresse, ni identifiant de compte"
          />
          <Processing
            purpose="Sécurité du service : sessions, limitation des tentatives, prévention des abus"
            basis="intérêt légitime de l’Éditeur à protéger le service et ses utilisateurs (article 6.1.f)"
            retention="30 jours au plus pour une session ; une heure après la fin de la fenêtre de comptage pour les compteurs liés à une adresse IP"
          />
          <Processing
            purpose="Réponse aux messages adressés au support"
            basis="intérêt légitime à répondre aux demandes, ou exécution du contrat pour un utilisateur"
            retention="tant que le compte existe ; pour une personne sans compte, trois ans au plus après le dernier échange"
          />
          <Processing
            purpose="Liste d’attente et annonce de l’ouverture"
            basis="votre consentement (article 6.1.a), que vous pouvez retirer à tout moment"
            retention="jusqu’à votre désinscription, et au plus un an après l’ouverture du service"
          />
        </ul>
        <p>
          Aucune décision automatisée produisant des effets juridiques à votre égard n’est prise, et vos données ne sont
          ni vendues ni utilisées à des fins publicitaires.
        </p>
      </>
    ),
  },
  {
    id: 'destinataires',
    title: 'Destinataires et sous-traitants',
    content: (
      <>
        <p>
          Vos données sont accessibles aux seules personnes de l’Éditeur qui en ont besoin pour fournir le service et
          répondre à vos demandes. Elles sont confiées, dans les limites de leur mission, aux sous-traitants suivants :
        </p>
        <ul>
          <li>
            <strong>Hébergement</strong> : <SiteValue pick={(info) => info.host.name} />,{' '}
            <SiteValue pick={(info) => info.host.address} /> — serveurs et base de données du service ;
          </li>
          <li>
            <strong>Envoi des e-mails</strong> : le prestataire d’envoi de courrier électronique de l’Éditeur, qui
            reçoit l’adresse du destinataire et le contenu du message ;
          </li>
          <li>
            <strong>Paiement</strong> : Stripe Payments Europe Ltd (Dublin, Irlande), qui traite les paiements, les
            abonnements et les factures en qualité de responsable de traitement pour ses obligations propres (lutte
            contre la fraude et le blanchiment).
          </li>
        </ul>
        <p>
          Lorsqu’un contrat est signé électroniquement, chaque signataire reçoit le contrat signé et son certificat de
          preuve, qui indique l’expéditeur (nom, adresse électronique, adresse IP et navigateur), et pour chaque
          signataire son nom, son adresse électronique, chaque événement (ouverture, lecture, codes envoyés et vérifiés,
          relances, signature ou refus) avec sa date et son heure, l’adresse IP et le navigateur utilisés.
        </p>
        <p>
          Chaque sous-traitant est lié par un contrat conforme à l’article 28 du RGPD. Vos données peuvent enfin être
          communiquées aux autorités qui en font la demande dans les conditions prévues par la loi.
        </p>
      </>
    ),
  },
  {
    id: 'transferts',
    title: 'Transferts hors de l’Union européenne',
    content: (
      <p>
        Certaines données de paiement peuvent être transférées par Stripe vers les États-Unis. Ces transferts sont
        encadrés par la décision d’adéquation de la Commission européenne relative au cadre de protection des données
        UE–États-Unis (« Data Privacy Framework »), auquel Stripe, Inc. a adhéré, et par des clauses contractuelles
        types. Aucun autre transfert hors de l’Union européenne n’est réalisé par l’Éditeur ; si un nouveau
        sous-traitant devait en impliquer un, cette politique serait mise à jour avant le transfert.
      </p>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    content: (
      <p>
        Les échanges avec le service sont chiffrés (HTTPS). Les mots de passe sont protégés par l’algorithme Argon2id ;
        les jetons de session et les liens envoyés par e-mail ne sont conservés que sous forme d’empreinte et expirent.
        Chaque contrat n’est accessible qu’à son auteur, et le nombre de tentatives de connexion est limité.
      </p>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits et comment les exercer',
    content: (
      <>
        <p>
          Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, d’opposition et
          de portabilité de vos données (articles 15 à 21 du RGPD), du droit de retirer votre consentement à tout
          moment, ainsi que du droit de définir des directives relatives au sort de vos données après votre décès
          (article 85 de la loi n° 78-17 du 6 janvier 1978).
        </p>
        <p>La plupart de ces droits s’exercent directement depuis votre profil :</p>
        <ul>
          <li>
            <strong>Rectification</strong> : vos informations personnelles et professionnelles se modifient dans
            l’espace « Profil ».
          </li>
          <li>
            <strong>Accès et portabilité</strong> : le bouton « Exporter mes données » télécharge immédiatement un
            fichier JSON contenant toutes les données que nous conservons sur vous : compte, informations
            professionnelles, sessions, contrats et leur historique, exports, crédits, paiements, personnalisation,
            demandes de signature envoyées, messages au support et inscription à la liste d’attente.
          </li>
          <li>
            <strong>Effacement</strong> : le bouton « Supprimer mon compte », après confirmation de votre mot de passe,
            résilie votre abonnement et efface définitivement votre compte et vos données, à l’exception des commandes
            payées, conservées sans lien avec votre identité pour la durée légale, et des contrats signés
            électroniquement : chacun, avec son PDF final et son journal de preuve, est conservé 5 ans à compter de la
            suppression pour les autres signataires, qui gardent leur lien de téléchargement, puis effacé.
          </li>
        </ul>
        <p>
          Si vous avez signé un contrat envoyé par un utilisateur de Paraphe sans avoir vous-même de compte, vos
          demandes concernant ces données peuvent être adressées à cet utilisateur ou à notre support, qui les lui
          transmettra.
        </p>
        <p>
          Pour toute autre demande, écrivez à <SupportEmailLink /> depuis l’adresse de votre compte. Nous répondons dans
          un délai d’un mois, qui peut être prolongé de deux mois pour une demande complexe ; vous en êtes alors
          informé. Une pièce justificative ne vous sera demandée qu’en cas de doute raisonnable sur votre identité.
        </p>
      </>
    ),
  },
  {
    id: 'cnil',
    title: 'Réclamation auprès de la CNIL',
    content: (
      <p>
        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une
        réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA
        80715, 75334 Paris Cedex 07, ou en ligne sur <a href="https://www.cnil.fr/fr/plaintes">www.cnil.fr</a>.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage local',
    content: (
      <>
        <p>
          Paraphe n’utilise ni cookie publicitaire, ni outil de mesure d’audience, ni traceur tiers. Seuls sont déposés
          :
        </p>
        <ul>
          <li>
            un cookie de session (<code>refresh_token</code>), sécurisé et inaccessible aux scripts, qui vous garde
            connecté pendant 30 jours au plus ;
          </li>
          <li>
            dans le stockage local de votre navigateur, une copie de votre profil (nom, adresse électronique, plan) pour
            afficher l’application sans attendre, et les modifications non enregistrées du contrat en cours de
            rédaction, pour qu’une fenêtre fermée par erreur ne vous fasse rien perdre.
          </li>
        </ul>
        <p>
          Strictement nécessaires au service que vous demandez, ils sont dispensés de consentement (article 82 de la loi
          n° 78-17 du 6 janvier 1978). Ils sont effacés à la déconnexion, à l’exception des brouillons non enregistrés,
          propres à chaque compte, que l’éditeur vous propose de restaurer ou d’ignorer à la réouverture du contrat.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification de cette politique',
    content: (
      <p>
        Cette politique peut évoluer avec le service ou la réglementation. La date de sa dernière mise à jour figure en
        tête de page ; toute modification importante vous est signalée par e-mail. Les{' '}
        <a href="/conditions">conditions générales d’utilisation</a> et les{' '}
        <a href="/mentions-legales">mentions légales</a> complètent cette politique.
      </p>
    ),
  },
];
