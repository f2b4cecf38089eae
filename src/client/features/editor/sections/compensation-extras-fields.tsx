import { useWatch } from 'react-hook-form';
import { variablePayBasisLabels } from '#shared/contract/labels.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

const basisOptions = Object.entries(variablePayBasisLabels).map(([value, label]) => ({ value, label }));

/** A commission on sales: its basis and reporting are the « modalités de calcul » of loi 2023-451, art. 8 I. */
export function VariablePayFields() {
  const enabled = useWatch<EditorValues, 'compensation.variablePay.enabled'>({
    name: 'compensation.variablePay.enabled',
  });
  const basis = useWatch<EditorValues, 'compensation.variablePay.basis'>({ name: 'compensation.variablePay.basis' });
  return (
    <>
      <SubHeading>Rémunération variable</SubHeading>
      <CheckboxField
        name="compensation.variablePay.enabled"
        label="Ajouter une commission sur les ventes"
        hint="Le contrat fixe alors la base et le taux de la commission, qui sont ses modalités de calcul (loi n° 2023-451, art. 8 I)."
      />
      {enabled ? (
        <FieldGrid>
          <SelectField name="compensation.variablePay.basis" label="Base de la commission" options={basisOptions} />
          <TextField
            name="compensation.variablePay.code"
            label={basis === 'affiliate-link' ? 'Lien d’affiliation' : 'Code promotionnel'}
            autoComplete="off"
            hint="Identifie les ventes qui ouvrent droit à la commission."
          />
          <NumberField
            name="compensation.variablePay.ratePercent"
            label="Taux de commission (ventes HT)"
            suffix="%"
            decimals
            hint="Appliqué au montant hors taxes des ventes, net des retours."
          />
          <NumberField
            name="compensation.variablePay.reportingDays"
            label="Relevé des ventes, après chaque mois"
            suffix="jours"
            hint="De 1 à 90 jours : le relevé permet au Créateur de vérifier sa commission."
          />
        </FieldGrid>
      ) : null}
    </>
  );
}

/** A fee owed when the brand cancels late: a clause pénale the judge may moderate (C. civ. 1231-5). */
export function CancellationFeeFields() {
  const enabled = useWatch<EditorValues, 'compensation.cancellationFee.enabled'>({
    name: 'compensation.cancellationFee.enabled',
  });
  return (
    <>
      <SubHeading>Annulation par la Marque</SubHeading>
      <CheckboxField
        name="compensation.cancellationFee.enabled"
        label="Prévoir une indemnité d’annulation"
        hint="Indemnise le Créateur si la Marque renonce tardivement à des Contenus ; le juge peut la réduire si elle est manifestement excessive (Code civil, art. 1231-5)."
      />
      {enabled ? (
        <FieldGrid>
          <NumberField
            name="compensation.cancellationFee.percent"
            label="Indemnité, en part de la rémunération annulée"
            suffix="%"
            decimals
          />
          <NumberField
            name="compensation.cancellationFee.noticeDays"
            label="Due pour une annulation moins de … avant publication"
            suffix="jours"
            hint="De 0 à 180 jours avant la publication ou la livraison prévue du premier Contenu annulé."
          />
        </FieldGrid>
      ) : null}
    </>
  );
}
