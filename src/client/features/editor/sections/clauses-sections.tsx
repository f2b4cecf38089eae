import { DisputeFields } from '#client/features/editor/sections/legal-identity-fields.tsx';
import { useWatch } from 'react-hook-form';
import { lawLabels } from '#shared/contract/status.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

const lawOptions = Object.entries(lawLabels).map(([value, label]) => ({ value, label }));
const signatureOptions = [
  { value: 'electronic', label: 'Signature électronique' },
  { value: 'handwritten', label: 'Signature manuscrite (deux originaux)' },
];

export function ConfidentialitySection() {
  const confidential = useWatch<EditorValues, 'clauses.confidentiality.enabled'>({
    name: 'clauses.confidentiality.enabled',
  });
  return (
    <>
      <CheckboxField name="clauses.confidentiality.enabled" label="Inclure une clause de confidentialité" />
      {confidential ? (
        <TextAreaField name="clauses.confidentiality.scope" label="Informations confidentielles" />
      ) : null}
    </>
  );
}

export function TerminationSection() {
  const convenience = useWatch<EditorValues, 'clauses.termination.convenience.enabled'>({
    name: 'clauses.termination.convenience.enabled',
  });
  return (
    <>
      <FieldGrid>
        <NumberField
          name="clauses.termination.breachNoticeDays"
          label="Préavis après mise en demeure"
          suffix="jours"
          hint="Délai laissé à la Partie défaillante pour réparer son manquement (Code civil, art. 1225)."
        />
        <NumberField
          name="clauses.termination.noticeDays"
          label="Préavis de résiliation"
          suffix="jours"
          hint="Délai entre la notification et la fin du contrat ; 0 : dès réception. Aucun préavis en cas de manquement grave."
        />
      </FieldGrid>
      <CheckboxField
        name="clauses.termination.convenience.enabled"
        label="Chaque Partie peut résilier le contrat sans motif"
        hint="Sans cette clause, un contrat à durée déterminée doit être exécuté jusqu’à son terme (Code civil, art. 1212) ; les Contenus déjà publiés restent payés."
      />
      {convenience ? (
        <NumberField
          name="clauses.termination.convenience.noticeDays"
          label="Préavis de résiliation sans motif"
          suffix="jours"
          hint="De 1 à 365 jours."
          className="sm:max-w-xs"
        />
      ) : null}
      <TextAreaField name="clauses.termination.effects" label="Effets de la résiliation" />
    </>
  );
}

export function LawSection() {
  return (
    <>
      <CheckboxField
        name="declarations.targetsFrenchAudience"
        label="La promotion vise un public en France"
        hint="Le droit français s’applique alors obligatoirement (loi n° 2023-451, art. 8 I)."
      />
      <FieldGrid>
        <SelectField name="clauses.lawAndJurisdiction.law" label="Droit applicable" options={lawOptions} />
        <TextField
          name="clauses.lawAndJurisdiction.courtCity"
          label="Ville du tribunal compétent"
          hint="Imprimée seulement si toutes les parties sont commerçantes."
        />
      </FieldGrid>
      <DisputeFields />
      <SubHeading>Signature</SubHeading>
      <FieldGrid>
        <SelectField name="clauses.signatures.method" label="Mode de signature" options={signatureOptions} />
        <TextField name="clauses.signatures.city" label="Lieu de signature" />
        <TextField
          name="clauses.signatures.dateSigned"
          label="Date de signature"
          type="date"
          hint="Laissez vide pour la compléter à la signature."
        />
      </FieldGrid>
    </>
  );
}
