import { useWatch } from 'react-hook-form';
import { disclosureMentionLabels } from '#shared/contract/labels.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { currencySymbol, ProductListField } from '#client/features/editor/sections/product-list-field.tsx';
import { IntervenorNames } from '#client/features/editor/guided/intervenor-names.tsx';

type Side = 'creator' | 'influencer';

/** Loi n° 2023-451, art. 8 I: each party's country of tax residence, prefilled, to be confirmed. */
function TaxResidenceField({ side }: { side: Side }) {
  const country = useWatch<EditorValues, `parties.${Side}.taxResidenceCountry`>({
    name: `parties.${side}.taxResidenceCountry`,
  });
  return (
    <CheckboxField
      name={`parties.${side}.taxResidenceConfirmed`}
      label={`Résidence fiscale ${side === 'creator' ? 'de la Marque' : 'du Créateur'} vérifiée : ${country || 'France'}`}
    />
  );
}

/**
 * Step 3: the amount, when it is paid and both tax residences (they fix the tax due on it);
 * the VAT, the deadline and the options keep their defaults.
 */
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
      <TaxResidenceField side="influencer" />
      <TaxResidenceField side="creator" />
    </>
  );
}

const mentionOptions = Object.entries(disclosureMentionLabels).map(([value, label]) => ({
  value,
  label: `« ${label} »`,
}));

/**
 * Step 4: the mention on the content (art. 5), what the brand may do with it, who creates for
 * a company creator, a child on screen.
 */
export function RightsStep({ type }: { type: ContractType }) {
  const isPerson = useWatch<EditorValues, 'parties.influencer.isPhysicalPerson'>({
    name: 'parties.influencer.isPhysicalPerson',
  });
  return (
    <>
      <SelectField
        name="disclosure.mention"
        label="Mention affichée sur les contenus"
        options={mentionOptions}
        hint="Loi n° 2023-451, art. 5 : visible pendant toute la promotion."
      />
      {/* Side by side even on a phone: the values are short (« France », « 6 mois »). */}
      <div className="grid grid-cols-2 gap-3">
        <TextField name="clauses.ipRights.usageTerritory" label="Territoire d’utilisation" />
        <TextField name="clauses.ipRights.usageDuration" label="Durée d’utilisation" placeholder="6 mois" />
      </div>
      {type !== 'UGC' ? (
        <CheckboxField
          name="clauses.ipRights.brandReuse"
          label="La Marque réutilise les contenus sur ses propres supports"
          hint="Publicités, site, newsletters… : la cession se précise en mode expert."
        />
      ) : null}
      {isPerson === false ? <IntervenorNames /> : null}
      <CheckboxField
        name="children.present"
        label="Un enfant de moins de 16 ans apparaît dans les contenus"
        hint="Autorisation préalable, accord des deux parents : en mode expert."
      />
    </>
  );
}
