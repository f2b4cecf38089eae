import { intervenorRoleLabels } from '#shared/contract/labels.ts';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { ObjectListField } from '#client/features/editor/fields/object-list-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';

const roleOptions = Object.entries(intervenorRoleLabels).map(([value, label]) => ({ value, label }));

/**
 * When the creator is a company, the natural persons who author the content or appear in it
 * intervene in the contract: only a natural person is an author (CPI L111-1, L113-1) and the
 * image is a personal right (C. civ. art. 9). Each one assigns or confirms their rights and signs.
 */
export function IntervenorFields() {
  return (
    <ObjectListField
      name="parties.intervenors"
      legend="Personnes intervenant pour la société du Créateur"
      hint="Une société n’est ni auteur ni titulaire d’une image : l’auteur des contenus et la personne filmée interviennent au contrat, cèdent ou confirment leurs droits et signent (Code de la propriété intellectuelle, art. L111-1 et L113-1 ; Code civil, art. 9)."
      itemTitle={(index) => `Intervenant ${index + 1}`}
      itemName={(index) => `l’intervenant ${index + 1}`}
      addLabel="Ajouter un intervenant"
      emptyText="Aucun intervenant pour l’instant : ajoutez la personne qui crée les contenus ou y apparaît."
      newItem={() => ({ name: '', email: '', address: '', role: 'author-performer' as const, appearsOnCamera: true })}
      renderItem={(index) => (
        <>
          <TextField name={`parties.intervenors.${index}.name`} label="Prénom et nom" autoComplete="off" />
          <SelectField
            name={`parties.intervenors.${index}.role`}
            label="Rôle"
            options={roleOptions}
            hint="L’auteur cède ses droits d’auteur ; la personne à l’image autorise l’usage de son image."
          />
          <TextField
            name={`parties.intervenors.${index}.email`}
            label="Adresse e-mail"
            type="email"
            autoComplete="off"
            hint="Pour l’inviter à signer le contrat."
          />
          <TextField name={`parties.intervenors.${index}.address`} label="Adresse postale" autoComplete="off" />
          <CheckboxField
            name={`parties.intervenors.${index}.appearsOnCamera`}
            label="Apparaît dans les contenus"
            hint="Son image est alors cédée dans les limites de la clause de droit à l’image (Code civil, art. 9)."
            className="sm:col-span-2"
          />
        </>
      )}
    />
  );
}
