import { useWatch } from 'react-hook-form';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { TextAreaField, TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

/** C. trav. L7124-1: the authorisation names a given child, whose age the birth date shows. */
function ChildList() {
  return (
    <ObjectListField
      name="children.list"
      legend="Enfants apparaissant dans les contenus"
      hint="L’autorisation administrative vise un enfant précis : le contrat le nomme avec sa date de naissance (Code du travail, art. L7124-1)."
      itemTitle={(index) => `Enfant ${index + 1}`}
      itemName={(index) => `l’enfant ${index + 1}`}
      addLabel="Ajouter un enfant"
      emptyText="Aucun enfant pour l’instant."
      newItem={() => ({ name: '', birthDate: '' })}
      renderItem={(index) => (
        <>
          <TextField name={`children.list.${index}.name`} label="Prénom et nom" autoComplete="off" />
          <TextField name={`children.list.${index}.birthDate`} label="Date de naissance" type="date" />
        </>
      )}
    />
  );
}

/** C. trav. L7124-1: a prior individual authorisation, since the brand commissions the appearance. */
function AuthorisationFields() {
  return (
    <>
      <SubHeading>Autorisation préalable</SubHeading>
      <FieldGrid>
        <TextField
          name="children.authorisationAuthority"
          label="Autorité qui a délivré l’autorisation"
          placeholder="Préfet de Paris (DDETS)"
          hint="Faire tourner un enfant pour une marque sans autorisation préalable est une infraction (Code du travail, art. L7124-1)."
        />
        <TextField name="children.authorisationDate" label="Date de l’autorisation" type="date" />
      </FieldGrid>
      <TextField
        name="children.authorisationReference"
        label="Référence de l’autorisation individuelle"
        hint="Le numéro ou l’intitulé de l’arrêté, tel qu’il figure sur l’autorisation."
      />
    </>
  );
}

/** C. civ. 372-1 (loi n° 2024-120) and art. 9: both parents consent to the child's image. */
function ParentFields() {
  const sole = useWatch<EditorValues, 'children.soleParentalAuthority'>({ name: 'children.soleParentalAuthority' });
  return (
    <>
      <ObjectListField
        name="children.parents"
        legend="Titulaires de l’autorité parentale"
        hint="Les deux parents consentent ensemble à l’image de l’enfant et signent le contrat (Code civil, art. 372-1 et 9)."
        itemTitle={(index) => `Parent ${index + 1}`}
        itemName={(index) => `le parent ${index + 1}`}
        addLabel="Ajouter un parent"
        emptyText="Aucun parent pour l’instant."
        newItem={() => ({ name: '', email: '', address: '' })}
        renderItem={(index) => (
          <>
            <TextField name={`children.parents.${index}.name`} label="Prénom et nom" autoComplete="off" />
            <TextField
              name={`children.parents.${index}.email`}
              label="Adresse e-mail"
              type="email"
              autoComplete="off"
              hint="Pour l’inviter à signer le contrat."
            />
            <TextField
              name={`children.parents.${index}.address`}
              label="Adresse postale"
              autoComplete="off"
              className="sm:col-span-2"
            />
          </>
        )}
      />
      <CheckboxField
        name="children.soleParentalAuthority"
        label="Un seul parent exerce l’autorité parentale"
        hint="Sa seule signature suffit alors, à condition d’en indiquer la raison (Code civil, art. 372-1)."
      />
      {sole ? (
        <TextAreaField
          name="children.soleAuthorityReason"
          label="Raison de l’autorité parentale exclusive"
          placeholder="Jugement du tribunal judiciaire de Lyon du…, décès de l’autre parent…"
        />
      ) : null}
    </>
  );
}

/** C. trav. L7124-9 and L7124-25: part of the child's pay goes to the Caisse des dépôts. */
function DepositFields() {
  const currency = useWatch<EditorValues, 'compensation.currency'>({ name: 'compensation.currency' });
  return (
    <>
      <SubHeading>Rémunération de l’enfant</SubHeading>
      <FieldGrid>
        <NumberField
          name="children.depositShare.childPay"
          label="Rémunération de l’enfant"
          suffix={currency === 'USD' ? '$' : '€'}
          decimals
          hint="Somme d’argent due pour l’apparition de l’enfant : une remise de produits ne peut en tenir lieu."
        />
        <NumberField
          name="children.depositShare.depositPercent"
          label="Part versée à la Caisse des dépôts"
          suffix="%"
          hint="Fixée par l’autorisation, consignée jusqu’à la majorité de l’enfant (Code du travail, art. L7124-9 et L7124-25)."
        />
      </FieldGrid>
    </>
  );
}

/** A child under 16 in the content: asked once « children.present » is ticked. */
export function ChildrenFields() {
  const present = useWatch<EditorValues, 'children.present'>({ name: 'children.present' });
  return (
    <>
      <CheckboxField
        name="children.present"
        label="Un enfant de moins de 16 ans apparaît dans les contenus"
        hint="Son apparition exige une autorisation préalable, l’accord de ses deux parents et la consignation d’une part de sa rémunération."
      />
      {present ? (
        <>
          <ChildList />
          <AuthorisationFields />
          <ParentFields />
          <DepositFields />
        </>
      ) : null}
    </>
  );
}
