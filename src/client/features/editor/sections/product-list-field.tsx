import { useWatch } from 'react-hook-form';
import { valueBasisLabels } from '#shared/contract/labels.ts';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

export function currencySymbol(currency: unknown): string {
  return currency === 'USD' ? '$' : '€';
}

const valueBasisOptions = Object.entries(valueBasisLabels).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

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

type ProductListFieldProps = {
  legend: string;
  hint: string;
  /** The guided mode's short form: each product's name and its value TTC (the default basis). */
  brief?: boolean;
};

/** The products handed over, each with its value (it counts towards the 1,000 € HT threshold). */
export function ProductListField({ legend, hint, brief = false }: ProductListFieldProps) {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  return (
    <ObjectListField
      name="compensation.products"
      legend={legend}
      hint={hint}
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
            className={brief ? undefined : 'sm:col-span-2'}
            autoComplete="off"
          />
          <NumberField
            name={`compensation.products.${index}.retailValue`}
            label={brief ? 'Valeur unitaire TTC' : 'Valeur unitaire'}
            suffix={currencySymbol(currency)}
            decimals
          />
          {brief ? null : (
            <>
              <NumberField name={`compensation.products.${index}.quantity`} label="Quantité" />
              <ProductVatFields index={index} />
            </>
          )}
        </>
      )}
    />
  );
}
