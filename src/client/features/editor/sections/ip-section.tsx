import { useWatch } from 'react-hook-form';
import { usageKindLabels } from '#shared/contract/labels.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import { UpgradeButton } from '#client/components/account/upgrade-options.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { useCurrentUser } from '#client/lib/use-session.ts';

const usageOptions = Object.entries(usageKindLabels).map(([value, label]) => ({ value, label }));

/** Whitelisting is an option of the paid-social line, not a second grant of the same medium (CPI L131-3). */
function CreatorAccountField({ index }: { index: number }) {
  const isPro = useCurrentUser().plan === 'pro';
  const [kind, ticked] = useWatch<
    EditorValues,
    [`clauses.rightsAssignment.uses.${number}.kind`, `clauses.rightsAssignment.uses.${number}.creatorAccount`]
  >({
    name: [`clauses.rightsAssignment.uses.${index}.kind`, `clauses.rightsAssignment.uses.${index}.creatorAccount`],
  });
  if (kind !== 'paid-social') return null;
  // A free account cannot save the option (403 PRO_REQUIRED): it is offered with the way to Pro,
  // and shown ticked only on a contract saved while Pro, so that it can be unticked.
  if (!isPro && !ticked) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground sm:col-span-2">
        Publicités diffusées depuis le compte du Créateur : option du plan Pro.
        <UpgradeButton size="sm" />
      </div>
    );
  }
  return (
    <CheckboxField
      name={`clauses.rightsAssignment.uses.${index}.creatorAccount`}
      label="Publicités diffusées depuis le compte du Créateur (option Pro)"
      hint="La Marque sponsorise les contenus sous le nom du Créateur, dans les seules limites de cette exploitation."
      className="sm:col-span-2"
    />
  );
}

function RightsAssignmentFields() {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  return (
    <>
      <SubHeading>Cession des droits d’auteur</SubHeading>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium text-ink-900">Droits cédés</legend>
        <CheckboxField name="clauses.rightsAssignment.reproduction" label="Droit de reproduction" />
        <CheckboxField name="clauses.rightsAssignment.representation" label="Droit de représentation" />
        <CheckboxField name="clauses.rightsAssignment.adaptation" label="Droit d’adaptation" />
        <CheckboxField name="clauses.rightsAssignment.exclusive" label="Cession exclusive" />
      </fieldset>
      <ObjectListField
        name="clauses.rightsAssignment.uses"
        legend="Exploitations autorisées"
        hint="Chaque exploitation est délimitée par sa destination, son territoire et sa durée (CPI, art. L131-3)."
        itemTitle={(index) => `Exploitation ${index + 1}`}
        itemName={(index) => `l’exploitation ${index + 1}`}
        addLabel="Ajouter une exploitation"
        emptyText="Aucune exploitation pour l’instant."
        newItem={() => ({
          kind: 'organic-social' as const,
          description: '',
          territory: 'France',
          durationMonths: 6,
          price: 0,
          exclusive: false,
          creatorAccount: false,
        })}
        renderItem={(index) => (
          <>
            <SelectField
              name={`clauses.rightsAssignment.uses.${index}.kind`}
              label="Destination"
              options={usageOptions}
              className="sm:col-span-2"
            />
            <TextField
              name={`clauses.rightsAssignment.uses.${index}.description`}
              label="Précisions"
              className="sm:col-span-2"
            />
            <TextField name={`clauses.rightsAssignment.uses.${index}.territory`} label="Territoire" />
            <NumberField name={`clauses.rightsAssignment.uses.${index}.durationMonths`} label="Durée" suffix="mois" />
            <NumberField
              name={`clauses.rightsAssignment.uses.${index}.price`}
              label="Prix de cette exploitation"
              suffix={currency === 'USD' ? '$' : '€'}
              decimals
              hint="Un prix distinct pour chaque mode d’exploitation protège la cession (CPI, art. L132-31)."
            />
            <CheckboxField name={`clauses.rightsAssignment.uses.${index}.exclusive`} label="Exploitation exclusive" />
            <CreatorAccountField index={index} />
          </>
        )}
      />
      <NumberField
        name="clauses.rightsAssignment.assignmentPrice"
        label="Prix de la cession (compris dans la rémunération)"
        suffix={currency === 'USD' ? '$' : '€'}
        decimals
        hint="Code de la propriété intellectuelle, art. L131-4."
      />
      <CheckboxField
        name="clauses.rightsAssignment.authorCredit"
        label="Le nom du Créateur est mentionné sur les contenus"
      />
      <CheckboxField
        name="clauses.rightsAssignment.aiUseAllowed"
        label="La Marque peut adapter les contenus avec des outils d’intelligence artificielle"
      />
    </>
  );
}

function ImageRightsFields() {
  const appears = useWatch<EditorValues, 'clauses.imageRights.creatorAppears'>({
    name: 'clauses.imageRights.creatorAppears',
  });
  return (
    <>
      <SubHeading>Droit à l’image</SubHeading>
      <CheckboxField
        name="clauses.imageRights.creatorAppears"
        label="Le Créateur apparaît dans les contenus"
        hint="Son image ne peut être exploitée qu’avec une autorisation précise (Code civil, art. 9)."
      />
      {appears ? (
        <>
          <TextAreaField name="clauses.imageRights.media" label="Supports autorisés" />
          <FieldGrid>
            <TextField name="clauses.imageRights.territory" label="Territoire" />
            <NumberField name="clauses.imageRights.durationMonths" label="Durée" suffix="mois" />
          </FieldGrid>
          <TextAreaField name="clauses.imageRights.excludedUses" label="Usages exclus" />
        </>
      ) : null}
    </>
  );
}

export function IpSection({ type }: { type: ContractType }) {
  const brandReuse = useWatch<EditorValues, 'clauses.ipRights.brandReuse'>({ name: 'clauses.ipRights.brandReuse' });
  const assignsRights = type === 'UGC' || brandReuse === true;
  return (
    <>
      <TextAreaField name="clauses.ipRights.creatorUsageLicense" label="Droits consentis à la Marque" />
      <TextAreaField name="clauses.ipRights.influencerContentLicense" label="Droits conservés par le Créateur" />
      <FieldGrid>
        <TextField name="clauses.ipRights.usageTerritory" label="Territoire d’utilisation" />
        <TextField name="clauses.ipRights.usageDuration" label="Durée d’utilisation" placeholder="6 mois" />
      </FieldGrid>
      {type !== 'UGC' ? (
        <CheckboxField
          name="clauses.ipRights.brandReuse"
          label="La Marque réutilise les contenus sur ses propres supports"
          hint="Publicités, site, newsletters… : les droits sont alors cédés dans les formes du Code de la propriété intellectuelle."
        />
      ) : null}
      {assignsRights ? (
        <>
          <RightsAssignmentFields />
          <ImageRightsFields />
        </>
      ) : null}
    </>
  );
}
