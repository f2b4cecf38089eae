import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { findCatalogueEntry } from '#shared/contract/catalogue.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useSession } from '#client/lib/use-session.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { SubHeading } from '#client/features/editor/components/form-section.tsx';
import { type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';
import { CounterpartySearch } from '#client/features/editor/sections/counterparty-search.tsx';
import { RevealCard } from '#client/features/editor/guided/reveal-card.tsx';
import type { FieldReveal } from '#client/features/editor/guided/use-guided-mode.ts';

type Side = 'creator' | 'influencer';

/** Keys of the spec: `parties.creator` is the BRAND, `parties.influencer` the content creator. */
const sideNames: Record<Side, string> = { creator: 'La Marque', influencer: 'Le Créateur' };

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

function IdentityFields({ side }: { side: Side }) {
  return (
    <>
      <TextField name={`parties.${side}.name`} label="Nom ou dénomination sociale" autoComplete="off" />
      <TextField name={`parties.${side}.address`} label="Adresse postale" autoComplete="off" />
      <TextField name={`parties.${side}.email`} label="Adresse e-mail" type="email" autoComplete="off" />
    </>
  );
}

/** The user's own side, filled from the profile: a summary, the fields behind « Modifier ». */
function OwnPartyCard({ side, reveal }: { side: Side; reveal: FieldReveal | null }) {
  const [name, address, email] = useWatch<
    EditorValues,
    [`parties.${Side}.name`, `parties.${Side}.address`, `parties.${Side}.email`]
  >({
    name: [`parties.${side}.name`, `parties.${side}.address`, `parties.${side}.email`],
  });
  return (
    <RevealCard
      title={`Vous : ${sideNames[side].toLowerCase()}`}
      summary={
        <>
          <span className="block font-medium">{name}</span>
          <span className="block">{address}</span>
          <span className="block">{email}</span>
        </>
      }
      paths={[`parties.${side}.name`, `parties.${side}.address`, `parties.${side}.email`]}
      reveal={reveal}
      initiallyOpen={!name || !address || !email}
    >
      <IdentityFields side={side} />
    </RevealCard>
  );
}

/**
 * A creator's company contracts, but the persons who create the content or appear in it
 * intervene (CPI L111-1, L113-1; C. civ. art. 9): one name each, the rest in « Mode expert ».
 */
function IntervenorNames() {
  const { fields, append, remove } = useFieldArray<EditorValues, 'parties.intervenors'>({
    name: 'parties.intervenors',
  });
  const [signatory, intervenors] = useWatch<EditorValues, ['parties.influencer.signatory.name', 'parties.intervenors']>(
    {
      name: ['parties.influencer.signatory.name', 'parties.intervenors'],
    },
  );
  const person = (name: string) => ({
    name,
    email: '',
    address: '',
    role: 'author-performer' as const,
    appearsOnCamera: true,
  });
  const signatoryListed = intervenors?.some((item) => item.name?.trim() === signatory?.trim());
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink-900">Qui crée les contenus ou y apparaît ?</legend>
      <p className="-mt-1 text-xs text-muted-foreground">Elles interviennent au contrat et le signent.</p>
      {fields.map((item, index) => (
        <div key={item.id} className="flex items-end gap-2">
          <TextField name={`parties.intervenors.${index}.name`} label={`Personne ${index + 1}`} className="flex-1" />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Retirer la personne ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {signatory?.trim() && !signatoryListed ? (
          <Button variant="secondary" size="sm" onClick={() => append(person(signatory.trim()))}>
            <Plus aria-hidden="true" />
            {signatory.trim()}
          </Button>
        ) : null}
        <Button
          id={fieldId('parties.intervenors')}
          variant="secondary"
          size="sm"
          onClick={() => {
            append(person(''));
            requestAnimationFrame(() =>
              document.getElementById(fieldId(`parties.intervenors.${fields.length}.name`))?.focus(),
            );
          }}
        >
          <Plus aria-hidden="true" />
          Une autre personne
        </Button>
      </div>
    </fieldset>
  );
}

/** Step 1: the type, the user's side as a summary, the other side's identity and addresses. */
export function PartiesStep({ type, reveal }: { type: ContractType; reveal: FieldReveal | null }) {
  const role = useSession().userDetails?.role;
  const own: Side = role === 'brand' ? 'creator' : 'influencer';
  const other: Side = own === 'creator' ? 'influencer' : 'creator';
  const isPerson = useWatch<EditorValues, 'parties.influencer.isPhysicalPerson'>({
    name: 'parties.influencer.isPhysicalPerson',
  });
  return (
    <>
      <p className="text-sm text-ink-700">
        Type de contrat : <span className="font-medium text-ink-900">{findCatalogueEntry(type).title}</span>
      </p>
      <OwnPartyCard side={own} reveal={reveal} />
      <TaxResidenceField side={own} />
      <SubHeading>{sideNames[other]}</SubHeading>
      {role ? <CounterpartySearch side={other} /> : null}
      <IdentityFields side={other} />
      <TaxResidenceField side={other} />
      {isPerson === false ? <IntervenorNames /> : null}
    </>
  );
}
