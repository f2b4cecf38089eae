import { useWatch } from 'react-hook-form';
import { sectorLabels, workerRegimeLabels } from '#shared/contract/labels.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

type Side = 'creator' | 'influencer';

/** C. com. R123-237 and CPC art. 48: what a company prints, and whether it contracts as a merchant. */
export function CompanyIdentityFields({ side }: { side: Side }) {
  return (
    <>
      <FieldGrid>
        <TextField
          name={`parties.${side}.rcsCity`}
          label="Ville du RCS"
          hint="Mention obligatoire des sociétés (Code de commerce, art. R123-237)."
        />
        <TextField name={`parties.${side}.rcsNumber`} label="Numéro RCS" placeholder="123 456 789" />
        <NumberField
          name={`parties.${side}.shareCapital`}
          label="Capital social"
          suffix="€"
          decimals
          hint="Laissez 0 s’il n’est pas indiqué."
        />
      </FieldGrid>
      <CheckboxField
        name={`parties.${side}.isMerchant`}
        label="Commerçant ou société commerciale"
        hint="Une clause attribuant compétence à un tribunal ne vaut qu’entre commerçants (Code de procédure civile, art. 48)."
      />
    </>
  );
}

/** C. com. R526-27; C. consom. L212-1 and L612-1. */
export function PersonStatusFields() {
  return (
    <>
      <CheckboxField
        name="parties.influencer.individualEntrepreneur"
        label="Entrepreneur individuel (EI)"
        hint="La mention « EI » figure alors à côté du nom (Code de commerce, art. R526-27)."
      />
      <CheckboxField
        name="parties.influencer.actsAsProfessional"
        label="Le Créateur agit à titre professionnel"
        hint="Décochez pour un particulier : il bénéficie alors du médiateur de la consommation et des règles qui le protègent."
      />
      <CheckboxField
        name="parties.influencer.isMerchant"
        label="Le Créateur est commerçant (immatriculé au RCS)"
        hint="Une clause attribuant compétence à un tribunal ne vaut qu’entre commerçants (Code de procédure civile, art. 48)."
      />
    </>
  );
}

const regimeOptions = Object.entries(workerRegimeLabels).map(([value, label]) => ({ value, label }));

/** C. trav. L7123-2 and L7123-3 (mannequin presumption), L8222-1 (vigilance), insurance. */
export function WorkerStatusFields() {
  return (
    <>
      <SubHeading>Statut du Créateur</SubHeading>
      <SelectField
        name="workerStatus.regime"
        label="Présomption de salariat du mannequin"
        options={regimeOptions}
        hint="Qui présente un produit par son image est présumé salarié : le contrat dit ce qui l’écarte (Code du travail, art. L7123-3)."
      />
      <FieldGrid>
        <TextField
          name="workerStatus.registration"
          label="Immatriculation de l’activité"
          placeholder="SIRET, déclaration URSSAF…"
          hint="Prouve l’activité indépendante qui écarte la présomption."
        />
        <TextField name="workerStatus.insurerName" label="Assureur responsabilité civile" />
        <TextField name="workerStatus.insurancePolicy" label="Numéro de police" />
      </FieldGrid>
    </>
  );
}

const sectorOptions = Object.entries(sectorLabels).map(([value, label]) => ({ value, label }));

/** The sector decides the mandatory mentions and limits the contract carries. */
export function SectorFields() {
  const sector = useWatch<EditorValues, 'declarations.sector'>({ name: 'declarations.sector' });
  return (
    <>
      <SelectField
        name="declarations.sector"
        label="Secteur du produit promu"
        options={sectorOptions}
        hint="Alimentation, alcool, jeux, finance, cosmétiques et produits pour enfants ont leurs propres mentions obligatoires."
      />
      {sector !== 'other' ? <TextField name="declarations.sectorDetails" label="Précisions sur le produit" /> : null}
    </>
  );
}

/** Loi n° 2023-451 art. 8 I, CPC art. 750-1, C. consom. L612-1. */
export function DisputeFields() {
  const law = useWatch<EditorValues, 'clauses.lawAndJurisdiction.law'>({ name: 'clauses.lawAndJurisdiction.law' });
  const professional = useWatch<EditorValues, 'parties.influencer.actsAsProfessional'>({
    name: 'parties.influencer.actsAsProfessional',
  });
  return (
    <>
      {law === 'OTHER' ? (
        <TextField
          name="clauses.lawAndJurisdiction.otherLegalSystem"
          label="Système juridique choisi"
          placeholder="droit anglais, droit de l’État de New York…"
          hint="Un droit « américain » ou « britannique » n’existe pas : nommez un système juridique réel."
        />
      ) : null}
      <CheckboxField
        name="clauses.lawAndJurisdiction.mediation.enabled"
        label="Médiation avant toute action en justice"
        hint="Obligatoire avant le juge pour les demandes jusqu’à 5 000 € (Code de procédure civile, art. 750-1)."
      />
      <TextField name="clauses.lawAndJurisdiction.mediation.mediatorName" label="Médiateur choisi (facultatif)" />
      {professional === false ? (
        <TextField
          name="clauses.lawAndJurisdiction.consumerMediator"
          label="Médiateur de la consommation de la Marque"
          hint="Un créateur qui agit en particulier peut le saisir gratuitement (Code de la consommation, art. L612-1)."
        />
      ) : null}
    </>
  );
}
