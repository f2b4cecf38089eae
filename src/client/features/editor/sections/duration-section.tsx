import { useWatch } from 'react-hook-form';
import { formatDuration } from '#shared/template/format.ts';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import { FieldGrid } from '#client/features/editor/components/form-section.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

export function DurationSection() {
  const [start, end] = useWatch<EditorValues, ['clauses.duration.startDate', 'clauses.duration.endDate']>({
    name: ['clauses.duration.startDate', 'clauses.duration.endDate'],
  });
  const duration = typeof start === 'string' && typeof end === 'string' ? formatDuration(start, end) : '';
  return (
    <>
      <FieldGrid>
        <TextField name="clauses.duration.startDate" label="Date de début" type="date" />
        <TextField name="clauses.duration.endDate" label="Date de fin" type="date" />
      </FieldGrid>
      {duration ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Durée du contrat : {duration}
        </p>
      ) : null}
    </>
  );
}
