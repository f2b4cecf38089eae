import { useWatch } from 'react-hook-form';
import { counterpartySideOf } from '#shared/counterparty/counterparty.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { CounterpartySearch } from '#client/features/editor/sections/counterparty-search.tsx';
import { IntervenorFields } from '#client/features/editor/sections/intervenor-fields.tsx';
import {
  CompanyIdentityFields,
  PersonStatusFields,
  WorkerStatusFields,
} from '#client/features/editor/sections/legal-identity-fields.tsx';
import { useSession } from '#client/lib/use-session.ts';

function BrandFields({ isCounterparty }: { isCounterparty: boolean }) {
  return (
    <>
      <SubHeading>La Marque</SubHeading>
      {isCounterparty ? <CounterpartySearch side="creator" /> : null}
      <FieldGrid>
        <TextField name="parties.creator.name" label="Dénomination sociale" autoComplete="organization" />
        <TextField name="parties.creator.legalForm" label="Forme sociale" placeholder="SAS, SARL…" />
        <TextField
          name="parties.creator.siret"
          label="Numéro SIRET"
          inputMode="numeric"
          autoComplete="off"
          hint="14 chiffres"
        />
        <TextField name="parties.creator.taxResidenceCountry" label="Pays de résidence fiscale" autoComplete="off" />
      </FieldGrid>
      <CheckboxField
        name="parties.creator.taxResidenceConfirmed"
        label="Pays de résidence fiscale de la Marque vérifié"
        hint="Mention obligatoire (loi n° 2023-451, art. 8 I) : le pays proposé par défaut ne compte qu’une fois confirmé."
      />
      <CompanyIdentityFields side="creator" />
      <TextField name="parties.creator.address" label="Adresse du siège social" autoComplete="off" />
      <TextField name="parties.creator.email" label="Adresse e-mail" type="email" autoComplete="off" />
      <FieldGrid>
        <TextField name="parties.creator.signatory.name" label="Nom du signataire" autoComplete="off" />
        <TextField
          name="parties.creator.signatory.capacity"
          label="Qualité du signataire"
          placeholder="Présidente, directeur marketing…"
        />
      </FieldGrid>
    </>
  );
}

function OutsideEeaFields() {
  const enabled = useWatch<EditorValues, 'parties.influencer.outsideEea.enabled'>({
    name: 'parties.influencer.outsideEea.enabled',
  });
  return (
    <>
      <CheckboxField
        name="parties.influencer.outsideEea.enabled"
        label="Le Créateur est établi hors de l’Espace économique européen"
        hint="La loi impose alors un représentant légal et une assurance dans l’Union européenne (loi n° 2023-451, art. 9)."
      />
      {enabled ? (
        <FieldGrid>
          <TextField name="parties.influencer.outsideEea.representativeName" label="Représentant légal dans l’UE" />
          <TextField name="parties.influencer.outsideEea.representativeAddress" label="Adresse du représentant" />
          <TextField name="parties.influencer.outsideEea.insurerName" label="Assureur dans l’UE" />
          <TextField name="parties.influencer.outsideEea.insurancePolicy" label="Numéro de police d’assurance" />
        </FieldGrid>
      ) : null}
    </>
  );
}

function InfluencerFields({ isCounterparty }: { isCounterparty: boolean }) {
  const isPerson = useWatch<EditorValues, 'parties.influencer.isPhysicalPerson'>({
    name: 'parties.influencer.isPhysicalPerson',
  });
  const company = isPerson === false;
  return (
    <>
      <SubHeading>Le Créateur</SubHeading>
      {isCounterparty ? <CounterpartySearch side="influencer" /> : null}
      <CheckboxField
        name="parties.influencer.isPhysicalPerson"
        label="Le Créateur est une personne physique"
        hint="Décochez si le Créateur contracte par l’intermédiaire de sa société."
      />
      <FieldGrid>
        <TextField
          name="parties.influencer.name"
          label={company ? 'Dénomination sociale' : 'Prénom et nom'}
          autoComplete="off"
        />
        <TextField name="parties.influencer.pseudonym" label="Pseudonyme" placeholder="@moncompte" />
        {company ? (
          <TextField name="parties.influencer.legalForm" label="Forme sociale" placeholder="SASU, EURL…" />
        ) : null}
        <TextField
          name="parties.influencer.siret"
          label={company ? 'Numéro SIRET' : 'Numéro SIRET (facultatif)'}
          inputMode="numeric"
          autoComplete="off"
          hint="14 chiffres"
        />
        <TextField name="parties.influencer.taxResidenceCountry" label="Pays de résidence fiscale" autoComplete="off" />
      </FieldGrid>
      <CheckboxField
        name="parties.influencer.taxResidenceConfirmed"
        label="Pays de résidence fiscale du Créateur vérifié"
        hint="Mention obligatoire (loi n° 2023-451, art. 8 I) : le pays proposé par défaut ne compte qu’une fois confirmé."
      />
      <TextField
        name="parties.influencer.address"
        label={company ? 'Adresse du siège social' : 'Adresse postale'}
        autoComplete="off"
      />
      <TextField name="parties.influencer.email" label="Adresse e-mail" type="email" autoComplete="off" />
      {company ? (
        <FieldGrid>
          <TextField name="parties.influencer.signatory.name" label="Nom du signataire" />
          <TextField
            name="parties.influencer.signatory.capacity"
            label="Qualité du signataire"
            placeholder="Gérante…"
          />
        </FieldGrid>
      ) : null}
      {company ? <CompanyIdentityFields side="influencer" /> : <PersonStatusFields />}
      {company ? <IntervenorFields /> : null}
      <OutsideEeaFields />
      <WorkerStatusFields />
    </>
  );
}

export function PartiesSection() {
  // The user's side is filled from the profile; the other one from the address book.
  const counterparty = counterpartySideOf(useSession().userDetails?.role);
  return (
    <>
      <BrandFields isCounterparty={counterparty === 'creator'} />
      <InfluencerFields isCounterparty={counterparty === 'influencer'} />
      <SubHeading>Agent du Créateur (facultatif)</SubHeading>
      <FieldGrid>
        <TextField name="parties.agent.name" label="Nom de l’agent" autoComplete="off" />
        <TextField name="parties.agent.email" label="Adresse e-mail de l’agent" type="email" autoComplete="off" />
      </FieldGrid>
      <TextField name="parties.agent.address" label="Adresse de l’agent" autoComplete="off" />
    </>
  );
}
