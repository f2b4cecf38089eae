import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

/**
 * A creator's company contracts, but the persons who create the content or appear in it
 * intervene (CPI L111-1, L113-1; C. civ. art. 9): one name each, the rest in « Mode expert ».
 */
export function IntervenorNames() {
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
      <div className="flex flex-wrap gap-1.5">
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
          Autre personne
        </Button>
      </div>
    </fieldset>
  );
}
