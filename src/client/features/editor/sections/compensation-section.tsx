import { useWatch } from 'react-hook-form';
import { vatTreatmentLabels } from '#shared/contract/labels.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField } from '#client/features/editor/fields/text-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { currencySymbol, ProductListField } from '#client/features/editor/sections/product-list-field.tsx';
import {
  CancellationFeeFields,
  VariablePayFields,
} from '#client/features/editor/sections/compensation-extras-fields.tsx';

const currencyOptions = [
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'USD', label: 'Dollar des États-Unis ($)' },
];

const vatOptions = Object.entries(vatTreatmentLabels).map(([value, label]) => ({ value, label }));

function PaymentFields({ type }: { type: ContractType }) {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  return (
    <>
      <FieldGrid>
        <NumberField
          name="compensation.paymentAmount"
          label={type === 'GIFT' ? 'Rémunération en numéraire (facultative)' : 'Montant de la rémunération (HT)'}
          suffix={currencySymbol(currency)}
          decimals
        />
        <SelectField name="compensation.currency" label="Devise" options={currencyOptions} />
        <SelectField name="compensation.vatTreatment" label="TVA" options={vatOptions} />
        <NumberField
          name="compensation.paymentDueDays"
          label="Délai de paiement"
          suffix="jours"
          hint="60 jours au plus après la facture (Code de commerce, art. L441-10)."
        />
      </FieldGrid>
      <TextAreaField name="compensation.paymentConditions" label="Modalités de paiement" />
      <TextAreaField name="compensation.additionalObligations" label="Obligations complémentaires (facultatif)" />
    </>
  );
}

function ProductsFields({ type }: { type: ContractType }) {
  const returnRequired = useWatch<EditorValues, 'compensation.productReturn.required'>({
    name: 'compensation.productReturn.required',
  });
  const products = useWatch<EditorValues, 'compensation.products'>({ name: 'compensation.products' });
  return (
    <>
      <ProductListField
        legend={type === 'GIFT' ? 'Produits remis' : 'Avantages en nature (facultatif)'}
        hint="La valeur de chaque produit remis doit figurer au contrat (loi n° 2023-451, art. 8 I)."
      />
      {products?.length ? (
        <TextField
          name="compensation.productDeliveryDate"
          label="Date de remise des produits"
          type="date"
          hint="Avant la première publication : le Créateur montre un produit qu’il a reçu."
        />
      ) : null}
      <CheckboxField name="compensation.productReturn.required" label="Les produits doivent être restitués" />
      {returnRequired ? (
        <TextAreaField name="compensation.productReturn.conditions" label="Conditions de restitution" />
      ) : null}
    </>
  );
}

export function CompensationSection({ type }: { type: ContractType }) {
  if (type === 'GIFT') {
    return (
      <>
        <ProductsFields type={type} />
        <SubHeading>Rémunération</SubHeading>
        <PaymentFields type={type} />
        <CancellationFeeFields />
      </>
    );
  }
  return (
    <>
      <PaymentFields type={type} />
      <VariablePayFields />
      <ProductsFields type={type} />
      <CancellationFeeFields />
    </>
  );
}
