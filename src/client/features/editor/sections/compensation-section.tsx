import { useWatch } from 'react-hook-form';
import { valueBasisLabels, vatTreatmentLabels } from '#shared/contract/labels.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField } from '#client/features/editor/fields/text-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import {
  CancellationFeeFields,
  VariablePayFields,
} from '#client/features/editor/sections/compensation-extras-fields.tsx';

const currencyOptions = [
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'USD', label: 'Dollar des États-Unis ($)' },
];

const vatOptions = Object.entries(vatTreatmentLabels).map(([value, label]) => ({ value, label }));
const valueBasisOptions = Object.entries(valueBasisLabels).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

function currencySymbol(currency: unknown): string {
  return currency === 'USD' ? '$' : '€';
}

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

/** Loi n° 2023-451, art. 8 I: the contract states in-kind values HT; a TTC value is converted with its rate. */
function ProductVatFields({ index }: { index: number }) {
  const basis = useWatch<EditorValues, `compensation.products.${number}.valueBasis`>({
    name: `compensation.products.${index}.valueBasis`,
  });
  return (
    <>
      <SelectField
        name={`compensation.products.${index}.valueBasis`}
        label="Valeur indiquée"
        options={valueBasisOptions}
        hint="Le contrat indique la valeur hors taxes (loi n° 2023-451, art. 8 I) : une valeur TTC est convertie."
      />
      {basis === 'TTC' ? (
        <NumberField
          name={`compensation.products.${index}.vatRate`}
          label="Taux de TVA du produit"
          suffix="%"
          decimals
          hint="20 % en général ; 5,5 % pour la plupart des produits alimentaires."
        />
      ) : null}
    </>
  );
}

function ProductsFields({ type }: { type: ContractType }) {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  const returnRequired = useWatch<EditorValues, 'compensation.productReturn.required'>({
    name: 'compensation.productReturn.required',
  });
  const products = useWatch<EditorValues, 'compensation.products'>({ name: 'compensation.products' });
  return (
    <>
      <ObjectListField
        name="compensation.products"
        legend={type === 'GIFT' ? 'Produits remis' : 'Avantages en nature (facultatif)'}
        hint="La valeur de chaque produit remis doit figurer au contrat (loi n° 2023-451, art. 8 I)."
        itemTitle={(index) => `Produit ${index + 1}`}
        itemName={(index) => `le produit ${index + 1}`}
        addLabel="Ajouter un produit"
        emptyText="Aucun produit pour l’instant."
        newItem={() => ({ name: '', retailValue: 0, quantity: 1, valueBasis: 'TTC' as const, vatRate: 20 })}
        renderItem={(index) => (
          <>
            <TextField
              name={`compensation.products.${index}.name`}
              label="Produit"
              className="sm:col-span-2"
              autoComplete="off"
            />
            <NumberField
              name={`compensation.products.${index}.retailValue`}
              label="Valeur unitaire"
              suffix={currencySymbol(currency)}
              decimals
            />
            <NumberField name={`compensation.products.${index}.quantity`} label="Quantité" />
            <ProductVatFields index={index} />
          </>
        )}
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
