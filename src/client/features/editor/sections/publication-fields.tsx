import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatsFor, platforms } from '#shared/contract/platforms.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ListOrOtherField } from '#client/features/editor/fields/list-or-other-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorPath, EditorValues } from '#client/features/editor/lib/editor-values.ts';

/**
 * One planned publication (loi n° 2023-451, art. 8 I): platform and format from lists, the
 * number, and a date, or a period (« entre le … et le … ») once « Une période » is chosen.
 */
export function PublicationFields({ index }: { index: number }) {
  const path = `deliverables.publications.${index}` as const;
  const { setValue } = useFormContext<EditorValues>();
  const platform = useWatch<EditorValues>({ name: `${path}.platform` as EditorPath });
  const dateEnd = useWatch<EditorValues>({ name: `${path}.dateEnd` as EditorPath });
  const [periodChosen, setPeriodChosen] = useState(false);
  const period = periodChosen || (typeof dateEnd === 'string' && dateEnd !== '');
  return (
    <>
      <ListOrOtherField
        name={`${path}.platform` as EditorPath}
        label="Plateforme"
        options={platforms}
        otherLabel={`Autre plateforme, publication ${index + 1}`}
      />
      <ListOrOtherField
        name={`${path}.format` as EditorPath}
        label="Format"
        options={formatsFor(typeof platform === 'string' ? platform : '')}
        otherLabel={`Autre format, publication ${index + 1}`}
      />
      <NumberField name={`${path}.quantity` as EditorPath} label="Nombre" />
      <div className="grid gap-2">
        <TextField
          name={`${path}.date` as EditorPath}
          label={period ? 'Publication à partir du' : 'Date de publication'}
          type="date"
        />
        {period ? (
          <TextField name={`${path}.dateEnd` as EditorPath} label="Et au plus tard le" type="date" />
        ) : (
          <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => setPeriodChosen(true)}>
            <CalendarRange aria-hidden="true" />
            Une période plutôt qu’une date
          </Button>
        )}
        {period ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-fit"
            onClick={() => {
              setPeriodChosen(false);
              setValue(`${path}.dateEnd` as EditorPath, '' as never, { shouldDirty: true });
            }}
          >
            Une seule date
          </Button>
        ) : null}
      </div>
    </>
  );
}
