import { useWatch } from 'react-hook-form';
import { disclosureMentionLabels } from '#shared/contract/labels.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { currencySymbol, ProductListField } from '#client/features/editor/sections/product-list-field.tsx';

/** Step 3: the amount and when it is paid; the VAT, the deadline and the options keep their defaults. */
export function PayStep({ type, thresholdSummary }: { type: ContractType; thresholdSummary: string }) {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  return (
    <>
      {type === 'GIFT' ? (
        <ProductListField
          legend="Produits remis"
          hint="La valeur de chaque produit remis figure au contrat (loi n° 2023-451, art. 8 I)."
          brief
        />
      ) : null}
      <NumberField
        name="compensation.paymentAmount"
        label={type === 'GIFT' ? 'Rémunération en numéraire (facultative)' : 'Montant de la rémunération (HT)'}
        suffix={currencySymbol(currency)}
        decimals
      />
      <p className="text-xs text-muted-foreground" data-testid="guided-threshold">
        {thresholdSummary}
      </p>
      <TextAreaField name="compensation.paymentConditions" label="Modalités de paiement" rows={2} />
    </>
  );
}

const mentionOptions = Object.entries(disclosureMentionLabels).map(([value, label]) => ({
  value,
  label: `« ${label} »`,
}));

/** Step 4: the mention on the content (art. 5), what the brand may do with it, a child on screen. */
export function RightsStep({ type }: { type: ContractType }) {
  return (
    <>
      <SelectField
        name="disclosure.mention"
        label="Mention affichée sur les contenus"
        options={mentionOptions}
        hint="Loi n° 2023-451, art. 5 : visible pendant toute la promotion."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="clauses.ipRights.usageTerritory" label="Territoire d’utilisation" />
        <TextField name="clauses.ipRights.usageDuration" label="Durée d’utilisation" placeholder="6 mois" />
      </div>
      {type !== 'UGC' ? (
        <CheckboxField
          name="clauses.ipRights.brandReuse"
          label="La Marque réutilise les contenus sur ses propres supports"
          hint="Publicités, site, newsletters… : la cession des droits se précise alors en mode expert."
        />
      ) : null}
      <CheckboxField
        name="children.present"
        label="Un enfant de moins de 16 ans apparaît dans les contenus"
        hint="Autorisation préalable et accord des deux parents : à compléter en mode expert."
      />
    </>
  );
}
